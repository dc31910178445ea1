import { readFileSync } from 'node:fs'
import { createMachine } from 'xstate'
import { describe, expect, it } from 'vitest'
import { MACHINES } from './catalogue'
import { visualizerJson, withDiagrams } from './machine-docs'

const guide = readFileSync(new URL('../../docs/machines.md', import.meta.url), 'utf8')

describe('docs/machines.md', () => {
  it('shows every machine as the code has it today (npm run machines rewrites it)', () => {
    expect(withDiagrams(guide)).toBe(guide)
  })

  it('has a diagram for every machine in machines/', () => {
    for (const name of Object.keys(MACHINES)) expect(guide).toContain(`<!-- /diagram ${name} -->`)
  })

  it('fails the check when a machine gains a state', () => {
    const grown = createMachine({ id: 'toast', initial: 'hidden', states: { hidden: { on: { x: 'shown' } }, shown: {} } })
    expect(withDiagrams(guide, { ...MACHINES, toast: grown })).not.toBe(guide)
  })
})

describe('visualizerJson', () => {
  it('is the machine definition as data: a machine built from it has the same states', () => {
    for (const machine of Object.values(MACHINES)) {
      const copy = createMachine(JSON.parse(visualizerJson(machine)))
      expect(Object.keys(copy.root.states)).toEqual(Object.keys(machine.root.states))
    }
  })
})
