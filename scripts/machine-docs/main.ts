import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { MACHINES } from './catalogue'
import { visualizerJson, withDiagrams } from './machine-docs'

const root = new URL('../../', import.meta.url)
const guide = new URL('docs/machines.md', root)
const jsonFolder = new URL('dist/machines/', root)

/** `npm run machines`: writes the visualizer's JSON and the guide's diagrams; with `check`, only compares. */
export function run({ check }: { check: boolean }): number {
  const current = readFileSync(guide, 'utf8')
  const next = withDiagrams(current)
  if (check) {
    if (next === current) return 0
    console.error('docs/machines.md does not show the machines as the code has them: run npm run machines')
    return 1
  }
  writeFileSync(guide, next)
  mkdirSync(jsonFolder, { recursive: true })
  for (const [name, machine] of Object.entries(MACHINES)) {
    const json = visualizerJson(machine)
    writeFileSync(new URL(`${name}.json`, jsonFolder), json)
    // Stately's Import takes a createMachine() call.
    writeFileSync(new URL(`${name}.stately.js`, jsonFolder), `createMachine(${json.trimEnd()})\n`)
  }
  console.log(`docs/machines.md: ${next === current ? 'already current' : 'diagrams rewritten'}`)
  console.log(`dist/machines/: ${Object.keys(MACHINES).join(', ')} (.json, and .stately.js for Stately's Import)`)
  return 0
}
