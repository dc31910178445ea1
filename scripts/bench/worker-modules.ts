import { relative, resolve } from 'node:path'

/** The part of esbuild's metafile this reads (scripts/build-worker.mjs writes it). */
export interface WorkerMetafile {
  outputs: Record<
    string,
    {
      bytes: number
      entryPoint?: string
      imports: { path: string; kind: string; external?: boolean }[]
      inputs: Record<string, { bytesInOutput: number }>
    }
  >
}

export interface ModuleShare {
  /** A source file of the project, or a package of node_modules. */
  name: string
  /** Its minified bytes in the modules counted. */
  bytes: number
}

export interface WorkerModuleGraph {
  /** Every module file of the bundle, relative to its folder (`index.mjs`, `chunks/…`). */
  modules: string[]
  /** The entry and what it imports statically, transitively: what an isolate evaluates before its first request. */
  startup: string[]
  /** The source files and packages in `startup`, largest first. */
  startupInputs: ModuleShare[]
}

/** `node_modules/react-dom/cjs/x.js` → `react-dom`; a project file stays itself. */
function inputName(path: string): string {
  const at = path.lastIndexOf('node_modules/')
  if (at < 0) return path
  const parts = path.slice(at + 'node_modules/'.length).split('/')
  return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]
}

/**
 * The bundle's module graph from its metafile. `outDir` is the folder the metafile's
 * outputs were written to, relative to `workingDir` (esbuild names outputs from there);
 * `entry` the entry module within it.
 */
export function workerModuleGraph(metafile: WorkerMetafile, workingDir: string, outDir: string, entry = 'index.mjs'): WorkerModuleGraph {
  const nameOf = (output: string) => relative(outDir, resolve(workingDir, output))
  const outputs = new Map(
    Object.entries(metafile.outputs)
      .filter(([path]) => path.endsWith('.mjs'))
      .map(([path, output]) => [nameOf(path), output]),
  )
  if (!outputs.has(entry)) throw new Error(`The metafile names no ${entry} in ${outDir}`)
  const startup = new Set<string>()
  const pending = [entry]
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    if (startup.has(name)) continue
    startup.add(name)
    for (const imported of outputs.get(name)?.imports ?? []) {
      if (imported.kind === 'import-statement' && !imported.external) pending.push(nameOf(imported.path))
    }
  }
  const shares = new Map<string, number>()
  for (const name of startup) {
    for (const [input, { bytesInOutput }] of Object.entries(outputs.get(name)?.inputs ?? {})) {
      shares.set(inputName(input), (shares.get(inputName(input)) ?? 0) + bytesInOutput)
    }
  }
  return {
    modules: [...outputs.keys()].sort(),
    startup: [...startup].sort(),
    startupInputs: [...shares].map(([name, bytes]) => ({ name, bytes })).sort((a, b) => b.bytes - a.bytes),
  }
}

/** One line per input, largest first: what the worker's start-up carries. */
export function formatInputs(inputs: readonly ModuleShare[], count: number): string[] {
  return inputs.slice(0, count).map((input) => `${(input.bytes / 1024).toFixed(1).padStart(8)} KB  ${input.name}`)
}
