import { describe, expect, it, vi } from 'vitest'
import { createActor, toPromise } from 'xstate'
import { unprovidedActor } from './unprovided'
import { afterpayFallbackMachine } from './afterpay-fallback.machine'

describe('implementations the UI must provide', () => {
  it('names the actor that was not provided', async () => {
    const actor = createActor(unprovidedActor<string, void>('fetchCheckout')).start()

    await expect(toPromise(actor)).rejects.toThrow('The actor "fetchCheckout" was not provided')
  })

  it('names the action that was not provided', () => {
    vi.useFakeTimers()
    const actor = createActor(afterpayFallbackMachine)
    const errors: unknown[] = []
    actor.subscribe({ error: (error) => errors.push(error) })
    actor.start()

    actor.send({ type: 'afterpay.failed', fallback: 'card' })
    vi.advanceTimersByTime(4000)

    expect(String(errors[0])).toContain('The action "redirectToHostedCheckout" was not provided')
    vi.useRealTimers()
  })
})
