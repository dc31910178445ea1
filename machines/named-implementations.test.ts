import { describe, expect, it } from 'vitest'
import type { AnyStateMachine, AnyStateNode } from 'xstate'
import { afterpayFallbackMachine } from './afterpay-fallback.machine'
import { cartMachine } from './cart.machine'
import { checkoutMachine } from './checkout.machine'
import { checkoutPageMachine } from './checkout-page.machine'
import { paymentMachine } from './payment.machine'
import { pollingMachine } from './polling.machine'
import { toastMachine } from './toast.machine'

/**
 * Claim: every action and guard a machine's config uses is one named in its setup(), so the
 * Stately inspector shows a name for each step, never an anonymous `xstate.assign` or an
 * inline function.
 */

const MACHINES: Record<string, AnyStateMachine> = {
  afterpayFallback: afterpayFallbackMachine,
  cart: cartMachine,
  checkout: checkoutMachine,
  checkoutPage: checkoutPageMachine,
  payment: paymentMachine,
  polling: pollingMachine,
  toast: toastMachine,
}

/** An action or guard as a config holds it: a name, `{ type, params }`, or xstate's own function object. */
type Reference = string | { type?: unknown; guards?: unknown[]; id?: unknown; sendId?: unknown }

/** The timer xstate itself starts and cancels for an `after` transition. */
function isAfterTimer(reference: Reference): boolean {
  if (typeof reference === 'string') return false
  const id = 'id' in reference ? reference.id : 'sendId' in reference ? reference.sendId : undefined
  return typeof id === 'string' && id.startsWith('xstate.after.')
}

function nameOf(reference: Reference): string | null {
  if (typeof reference === 'string') return reference
  return typeof reference.type === 'string' ? reference.type : null
}

/** Named guards inside `not(…)`, `and([…])`, `or([…])` count as named. */
function guardNames(guard: Reference): (string | null)[] {
  if (typeof guard !== 'string' && Array.isArray(guard.guards))
    return guard.guards.flatMap((inner: unknown) => guardNames(inner as Reference))
  return [nameOf(guard)]
}

function unnamedSteps(machine: AnyStateMachine): string[] {
  const actions = new Set(Object.keys(machine.implementations.actions))
  const guards = new Set(Object.keys(machine.implementations.guards))
  const found: string[] = []
  const checkActions = (where: string, list: readonly Reference[]) => {
    for (const action of list) {
      if (isAfterTimer(action)) continue
      const name = nameOf(action)
      if (!name || !actions.has(name)) found.push(`${where}: action ${name ?? 'inline function'}`)
    }
  }
  const visit = (node: AnyStateNode) => {
    checkActions(`${node.id} entry`, node.entry as Reference[])
    checkActions(`${node.id} exit`, node.exit as Reference[])
    const transitions = [...node.transitions.values()].flat().concat(node.always ?? [])
    for (const transition of transitions) {
      const where = `${node.id} on ${transition.eventType || 'always'}`
      checkActions(where, transition.actions as Reference[])
      if (transition.guard) {
        for (const name of guardNames(transition.guard as Reference))
          if (!name || !guards.has(name)) found.push(`${where}: guard ${name ?? 'inline function'}`)
      }
    }
    for (const child of Object.values(node.states)) visit(child)
  }
  visit(machine.root)
  return found
}

describe('machine configs name every step', () => {
  for (const [name, machine] of Object.entries(MACHINES)) {
    it(`${name}: every action and guard is named in setup()`, () => {
      expect(unnamedSteps(machine)).toEqual([])
    })
  }

  it('finds an inline assign or guard (the check itself can fail)', async () => {
    const { assign, setup } = await import('xstate')
    const inline = setup({}).createMachine({
      context: { n: 0 },
      on: { go: { guard: () => true, actions: assign({ n: 1 }) } },
    })
    expect(unnamedSteps(inline)).toEqual(['(machine) on go: action xstate.assign', '(machine) on go: guard inline function'])
  })
})
