export interface HeapProbe {
  /** The isolate's V8 heap in use right after a full collection, KB. */
  sample(): Promise<number>
  close(): void
}

/** Connects to a worker's devtools inspector on `port`; `wake` sends a request the worker answers. */
export function connectHeapProbe(port: number, wake: () => unknown): Promise<HeapProbe>
