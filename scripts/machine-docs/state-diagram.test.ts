import { and, fromPromise, not, setup } from 'xstate'
import { describe, expect, it } from 'vitest'
import { stateDiagram } from './state-diagram'

const door = setup({
  types: { events: {} as { type: 'door.open' } | { type: 'door.close' } | { type: 'alarm.reset' } },
  guards: { unlocked: () => true, quiet: () => true },
  actors: { ringBell: fromPromise(async () => undefined) },
  delays: { autoClose: 1000 },
}).createMachine({
  id: 'door',
  initial: 'closed',
  on: { 'alarm.reset': '.closed' },
  states: {
    closed: { on: { 'door.open': { guard: and(['unlocked', not('quiet')]), target: 'open' } } },
    open: {
      type: 'parallel',
      states: {
        light: { initial: 'on', states: { on: { after: { autoClose: 'off' } }, off: {} } },
        bell: {
          initial: 'ringing',
          states: { ringing: { invoke: { src: 'ringBell', onDone: 'done', onError: 'done' } }, done: { type: 'final' } },
        },
      },
      on: { 'door.close': 'closed' },
    },
    deciding: { always: [{ guard: 'unlocked', target: 'open' }, { target: 'closed' }] },
  },
})

describe('stateDiagram', () => {
  const diagram = stateDiagram(door).split('\n')

  it('draws a Mermaid state diagram starting at the initial state', () => {
    expect(diagram[0]).toBe('stateDiagram-v2')
    expect(diagram).toContain('  [*] --> closed')
  })

  it('labels a transition with its event and its guard, composite guards spelled out', () => {
    expect(diagram).toContain('  closed --> open: door.open [and(unlocked, not(quiet))]')
  })

  it('draws eventless transitions, which the graph library leaves out', () => {
    expect(diagram).toContain('  deciding --> open: [unlocked]')
    expect(diagram).toContain('  deciding --> closed')
  })

  it('names delays and invoked actors instead of XState internal event types', () => {
    expect(diagram).toContain('      open_light_on --> open_light_off: after autoClose')
    expect(diagram).toContain('      open_bell_ringing --> open_bell_done: done ringBell')
    expect(diagram).toContain('      open_bell_ringing --> open_bell_done: error ringBell')
    expect(diagram.join('\n')).not.toContain('xstate.')
  })

  it('splits parallel regions and marks final states', () => {
    const open = diagram.indexOf('  state open {')
    expect(diagram.slice(open)).toContain('    --')
    expect(diagram).toContain('      open_bell_done --> [*]')
    expect(diagram).toContain('      state "done" as open_bell_done')
  })

  it("draws the machine's own transitions from one 'any state' box", () => {
    expect(diagram).toContain('  state "any state" as anyState')
    expect(diagram).toContain('  anyState --> closed: alarm.reset')
  })
})
