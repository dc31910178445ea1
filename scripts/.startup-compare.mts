import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { prepareState } from '/work/wt-bundle/scripts/bench/processes'
import { measureStartup } from '/work/wt-bundle/scripts/bench/startup'
import { buildWorkerBundle } from '/work/wt-bundle/scripts/bench/worker-bundle'

const runs = Number(process.argv[2] ?? 7)
const state = mkdtempSync(join(tmpdir(), 'startup-state-'))
await prepareState(state)
const after = await buildWorkerBundle(mkdtempSync(join(tmpdir(), 'startup-after-')), '/work/wt-bundle/dist/client')
console.log('after: start-up gzip', (after.startupGzip / 1024).toFixed(1), 'KB; upload', (after.gzip / 1024).toFixed(1))
const assetsDir = '/work/wt-bundle/dist/client'
for (const [label, bundleDir] of [['after', after.outDir], ['before', '/tmp/wb-before-m'], ['after', after.outDir]]) {
  const result = await measureStartup({ bundleDir, assetsDir, persistTo: state }, runs)
  console.log(label, JSON.stringify(result))
}
