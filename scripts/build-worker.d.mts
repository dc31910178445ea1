import type { WorkerMetafile } from './bench/worker-modules'

export declare function buildWorker(options?: { outDir?: string; metafilePath?: string }): Promise<WorkerMetafile>
