// Evaluates a TypeScript module of this repository in Node at build time: bundled alone by
// esbuild, then imported from a data: URL. For modules that are data (the message
// catalogues, libphonenumber-js's metadata) and the pure functions beside them.
import { build } from 'esbuild'

/** The module's exports, as `import * as module from path` would give them. */
export async function evaluateModule(path) {
  const bundled = await build({
    entryPoints: [path],
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    write: false,
    logLevel: 'silent',
  })
  const source = bundled.outputFiles[0].text
  return import(`data:text/javascript;base64,${Buffer.from(source).toString('base64')}`)
}
