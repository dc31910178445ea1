import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { type Actor, assign, createActor, createMachine } from 'xstate'
import { createTestModel } from 'xstate/graph'
import { type FallbackCheckout, afterpayFallbackMachine } from './afterpay-fallback.machine'

const APOLOGY = "Sorry, we're having difficulty with AfterPay."

function startFallback() {
  const redirect = vi.fn()
  const actor = createActor(afterpayFallbackMachine.provide({ actions: { redirectToHostedCheckout: (_, params) => redirect(params) } }))
  actor.start()
  return { actor, redirect }
}

/**
 * What a shopper experiences, with time as an event: the model has no timers or actors,
 * so xstate/graph can walk it; each step drives the real machine with fake timers.
 */
const shopperModel = createMachine({
  types: {} as {
    context: { fallback: FallbackCheckout | null }
    events:
      | { type: 'afterpay.failed'; fallback: FallbackCheckout }
      | { type: 'clock.almostElapsed' }
      | { type: 'clock.lastMillisecond' }
      | { type: 'clock.elapsed' }
  },
  id: 'afterpayFallbackModel',
  context: { fallback: null },
  initial: 'idle',
  states: {
    idle: {
      meta: { description: 'sees no apology while Afterpay works' },
      on: {
        'afterpay.failed': { target: 'apologising', actions: assign({ fallback: ({ event }) => event.fallback }) },
      },
    },
    apologising: {
      meta: { description: "reads 'Sorry, we're having difficulty with AfterPay.'" },
      on: { 'clock.almostElapsed': 'stillApologising', 'clock.elapsed': 'redirected' },
    },
    stillApologising: {
      meta: { description: 'still reads the apology just before 4 seconds' },
      on: { 'clock.lastMillisecond': 'redirected' },
    },
    redirected: {
      type: 'final',
      meta: {
        description: (state: { context: { fallback: FallbackCheckout | null } }) =>
          `is sent to the ${state.context.fallback} checkout after 4 seconds`,
      },
    },
  },
})

describe('afterpay fallback machine', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('waits quietly until Afterpay fails', () => {
    const { actor, redirect } = startFallback()

    vi.advanceTimersByTime(10_000)

    expect(actor.getSnapshot().context.notice).toBeNull()
    expect(redirect).not.toHaveBeenCalled()
  })

  it('apologises, then sends the shopper to the card checkout 4 seconds later', () => {
    const { actor, redirect } = startFallback()

    actor.send({ type: 'afterpay.failed', fallback: 'card' })

    expect(actor.getSnapshot().context.notice?.text).toBe(APOLOGY)
    vi.advanceTimersByTime(4000)
    expect(redirect).toHaveBeenCalledExactlyOnceWith({ method: 'card' })
    expect(actor.getSnapshot().output).toEqual({ redirectedTo: 'card' })
  })

  describe('shopper model, every shortest path', () => {
    const model = createTestModel(shopperModel, {
      events: [
        { type: 'afterpay.failed', fallback: 'card' },
        { type: 'afterpay.failed', fallback: 'paypal' },
        { type: 'clock.almostElapsed' },
        { type: 'clock.lastMillisecond' },
        { type: 'clock.elapsed' },
      ],
    })

    for (const path of model.getShortestPaths()) {
      it(path.description, async () => {
        const { actor, redirect } = startFallback()
        const real = () => actor.getSnapshot()
        await path.test({
          events: {
            'afterpay.failed': ({ event }) => {
              actor.send(event as { type: 'afterpay.failed'; fallback: FallbackCheckout })
            },
            'clock.almostElapsed': () => {
              vi.advanceTimersByTime(3999)
            },
            'clock.lastMillisecond': () => {
              vi.advanceTimersByTime(1)
            },
            'clock.elapsed': () => {
              vi.advanceTimersByTime(4000)
            },
          },
          states: {
            idle: () => {
              expect(real().value).toBe('idle')
              expect(real().context.notice).toBeNull()
            },
            apologising: () => expectApology(actor, redirect),
            stillApologising: () => expectApology(actor, redirect),
            redirected: (model) => {
              expect(real().status).toBe('done')
              expect(redirect).toHaveBeenCalledExactlyOnceWith({ method: model.context.fallback })
              expect(real().output).toEqual({ redirectedTo: model.context.fallback })
            },
          },
        })
      })
    }
  })
})

function expectApology(actor: Actor<typeof afterpayFallbackMachine>, redirect: ReturnType<typeof vi.fn>) {
  expect(actor.getSnapshot().value).toBe('apologising')
  expect(actor.getSnapshot().context.notice?.text).toBe(APOLOGY)
  expect(redirect).not.toHaveBeenCalled()
}
