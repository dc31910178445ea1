import type { AnyStateMachine } from 'xstate'
import { MACHINES } from './catalogue'
import { stateDiagram } from './state-diagram'

/**
 * docs/machines.md carries each machine's diagram between markers that `npm run machines`
 * rewrites from the code; `npm test` fails when the file differs from what it would write.
 */

const start = (name: string) => `<!-- diagram ${name}: written by npm run machines from the machine itself -->`
const end = (name: string) => `<!-- /diagram ${name} -->`

function block(name: string, machine: AnyStateMachine): string {
  return [start(name), '```mermaid', stateDiagram(machine), '```', end(name)].join('\n')
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/** The guide with every machine's diagram as the code draws it today. */
export function withDiagrams(markdown: string, machines: Readonly<Record<string, AnyStateMachine>> = MACHINES): string {
  let text = markdown
  for (const [name, machine] of Object.entries(machines)) {
    const existing = new RegExp(`${escapeRegExp(start(name))}[\\s\\S]*?${escapeRegExp(end(name))}`)
    if (existing.test(text)) {
      text = text.replace(existing, () => block(name, machine))
      continue
    }
    // First run: the diagram goes under the machine's heading, which names its file.
    const heading = new RegExp(`^## .*\`machines/${escapeRegExp(name)}\\.machine\\.ts\`.*$`, 'm')
    if (!heading.test(text)) throw new Error(`docs/machines.md has no heading naming machines/${name}.machine.ts`)
    text = text.replace(heading, (line) => `${line}\n\n${block(name, machine)}`)
  }
  return text
}

/** The machine's definition as Stately's visualizer imports it (implementations by name). */
export function visualizerJson(machine: AnyStateMachine): string {
  return `${JSON.stringify(machine.config, null, 2)}\n`
}
