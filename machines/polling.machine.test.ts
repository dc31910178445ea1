import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import type { CheckoutState } from '../domain/constants'
import type { Checkout, PaymentStateAnswer } from '../domain/schemas/checkout'
import { type SubmitAnswer, pollingMachine } from './polling.machine'
import { CUSTOMER, STANDARD_DELIVERY, aCheckout } from '../tests/support/factories/checkout'

type Answer = Checkout | Error
type PaymentAnswer = PaymentStateAnswer | Error

function startPolling(submitted: Partial<SubmitAnswer>, answers: Answer[] = [], payment?: { paymentId: string; answers: PaymentAnswer[] }) {
  const fetchCheckout = vi.fn(async ({ checkoutId }: { checkoutId: string }): Promise<Checkout> => {
    const answer = answers.shift() ?? aCheckout({ id: checkoutId, state: 'pending' })
    if (answer instanceof Error) throw answer
    return answer
  })
  const fetchPaymentState = vi.fn(async (_: { paymentId: string; checkoutId: string }): Promise<PaymentStateAnswer> => {
    const answer = payment?.answers.shift() ?? { state: 'created', checkoutState: 'pending', displayMessage: null }
    if (answer instanceof Error) throw answer
    return answer
  })
  const clearCart = vi.fn()
  const clearDeliveryOptions = vi.fn()
  const actor = createActor(
    pollingMachine.provide({
      actors: {
        fetchCheckout: fromPromise(({ input }) => fetchCheckout(input)),
        fetchPaymentState: fromPromise(({ input }) => fetchPaymentState(input)),
      },
      actions: {
        clearCart: (_, params) => clearCart(params),
        clearDeliveryOptions,
      },
    }),
    {
      input: {
        checkoutId: 'chk_1',
        submitted: { state: 'pending', redirectUrl: null, displayMessage: null, ...submitted },
        paymentId: payment?.paymentId,
      },
    },
  )
  const redirects: string[] = []
  actor.on('polling.redirect', (event) => redirects.push(event.url))
  actor.start()
  return { actor, fetchCheckout, fetchPaymentState, clearCart, clearDeliveryOptions, redirects }
}

const finished = (state: CheckoutState = 'success') =>
  aCheckout({
    state,
    customer: CUSTOMER,
    orderLookupNumber: 'ORD-42',
    deliveryOption: STANDARD_DELIVERY,
  })

describe('polling machine', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('sends the shopper to the redirect url without polling', async () => {
    const { actor, fetchCheckout, redirects } = startPolling({ redirectUrl: 'https://pay.example/3ds' })

    await vi.advanceTimersByTimeAsync(10_000)

    expect(redirects).toEqual(['https://pay.example/3ds'])
    expect(actor.getSnapshot().context.redirectUrl).toBe('https://pay.example/3ds')
    expect(actor.getSnapshot().output).toEqual({ status: 'redirecting', url: 'https://pay.example/3ds' })
    expect(fetchCheckout).not.toHaveBeenCalled()
  })

  it('checks the order once a second and shows the thank-you details when it succeeds', async () => {
    const { actor, fetchCheckout, clearCart, clearDeliveryOptions } = startPolling({}, [aCheckout({ state: 'pending' }), finished()])

    await vi.advanceTimersByTimeAsync(999)
    expect(fetchCheckout).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(fetchCheckout).toHaveBeenCalledTimes(1)
    expect(actor.getSnapshot().status).toBe('active')
    await vi.advanceTimersByTimeAsync(1000)

    expect(fetchCheckout).toHaveBeenCalledTimes(2)
    expect(actor.getSnapshot().output).toEqual({
      status: 'completed',
      details: { name: 'Ada', orderLookupNumber: 'ORD-42', cartId: 'cart_1', arrivalEstimate: '2026-12-04', contentIds: ['7'] },
    })
    expect(clearCart).toHaveBeenCalledExactlyOnceWith({ cartId: 'cart_1', checkoutId: 'chk_1' })
    expect(clearDeliveryOptions).toHaveBeenCalledOnce()
  })

  it('treats a completed checkout as finished too', async () => {
    const { actor } = startPolling({}, [finished('completed')])

    await vi.advanceTimersByTimeAsync(1000)

    expect(actor.getSnapshot().output).toMatchObject({ status: 'completed' })
  })

  it('fetches the order details at once when the submit already succeeded', async () => {
    const { actor, fetchCheckout } = startPolling({ state: 'success' }, [finished()])

    await vi.advanceTimersByTimeAsync(0)

    expect(fetchCheckout).toHaveBeenCalledTimes(1)
    expect(actor.getSnapshot().output).toMatchObject({ status: 'completed', details: { orderLookupNumber: 'ORD-42' } })
  })

  it('gives up after 4 checks without success and says checking out failed', async () => {
    const { actor, fetchCheckout, clearCart } = startPolling({})

    await vi.advanceTimersByTimeAsync(3999)
    expect(actor.getSnapshot().status).toBe('active')
    await vi.advanceTimersByTimeAsync(1)

    expect(fetchCheckout).toHaveBeenCalledTimes(4)
    expect(actor.getSnapshot().output).toMatchObject({
      status: 'failed',
      reason: 'timedOut',
      message: { text: 'Error checking out! Please try again.' },
    })
    await vi.advanceTimersByTimeAsync(5000)
    expect(fetchCheckout).toHaveBeenCalledTimes(4)
    expect(clearCart).not.toHaveBeenCalled()
  })

  it('keeps checking after a failed request and counts it as a check', async () => {
    const { actor, fetchCheckout } = startPolling({}, [new Error('Failed to fetch'), finished()])

    await vi.advanceTimersByTimeAsync(2000)

    expect(fetchCheckout).toHaveBeenCalledTimes(2)
    expect(actor.getSnapshot().output).toMatchObject({ status: 'completed' })
  })

  it('stops at once with the payment failure when the checkout fails', async () => {
    const { actor, fetchCheckout, clearCart } = startPolling({}, [aCheckout({ state: 'failure' })])

    await vi.advanceTimersByTimeAsync(1000)

    expect(fetchCheckout).toHaveBeenCalledTimes(1)
    expect(actor.getSnapshot().output).toMatchObject({
      status: 'failed',
      reason: 'paymentFailed',
      message: { text: 'Payment failed, please try again.' },
    })
    expect(clearCart).not.toHaveBeenCalled()
  })

  it('reports the payment failure from the submit answer without polling', async () => {
    const { actor, fetchCheckout } = startPolling({ state: 'failure' })

    await vi.advanceTimersByTimeAsync(5000)

    expect(fetchCheckout).not.toHaveBeenCalled()
    expect(actor.getSnapshot().output).toMatchObject({ status: 'failed', reason: 'paymentFailed' })
  })

  describe("back from a provider's page (GET /v1/payment)", () => {
    const paid: PaymentStateAnswer = { state: 'succeeded', checkoutState: 'pending', displayMessage: null }
    const waiting: PaymentStateAnswer = { state: 'requires_action', checkoutState: 'pending', displayMessage: null }

    it('asks about the payment at once and again each second, then reads the order once it is paid', async () => {
      const { actor, fetchPaymentState, fetchCheckout, clearCart } = startPolling({}, [finished()], {
        paymentId: 'pay_1',
        answers: [waiting, paid],
      })

      await vi.advanceTimersByTimeAsync(0)
      expect(fetchPaymentState).toHaveBeenCalledExactlyOnceWith({ paymentId: 'pay_1', checkoutId: 'chk_1' })
      expect(fetchCheckout).not.toHaveBeenCalled()
      await vi.advanceTimersByTimeAsync(1000)

      expect(fetchPaymentState).toHaveBeenCalledTimes(2)
      expect(fetchCheckout).toHaveBeenCalledTimes(1)
      expect(actor.getSnapshot().output).toMatchObject({ status: 'completed', details: { orderLookupNumber: 'ORD-42' } })
      expect(clearCart).toHaveBeenCalledOnce()
    })

    it('finishes a paid order even while the checkout still says pending', async () => {
      const { actor } = startPolling({}, [aCheckout({ state: 'pending', customer: CUSTOMER })], { paymentId: 'pay_1', answers: [paid] })

      await vi.advanceTimersByTimeAsync(0)

      expect(actor.getSnapshot().output).toMatchObject({ status: 'completed', details: { name: 'Ada' } })
    })

    it("says 'Payment failed, please try again.' for a failed payment, without reading the checkout", async () => {
      const failed: PaymentStateAnswer = { state: 'failed', checkoutState: 'failure', displayMessage: 'Declined' }
      const { actor, fetchCheckout, clearCart } = startPolling({}, [], { paymentId: 'pay_1', answers: [failed] })

      await vi.advanceTimersByTimeAsync(0)

      expect(actor.getSnapshot().output).toMatchObject({ status: 'failed', reason: 'paymentFailed' })
      expect(fetchCheckout).not.toHaveBeenCalled()
      expect(clearCart).not.toHaveBeenCalled()
    })

    it('ends quietly when the shopper cancelled on the provider page', async () => {
      const canceled: PaymentStateAnswer = { state: 'canceled', checkoutState: 'pending', displayMessage: null }
      const { actor } = startPolling({}, [], { paymentId: 'pay_1', answers: [canceled] })

      await vi.advanceTimersByTimeAsync(0)

      expect(actor.getSnapshot().output).toEqual({ status: 'canceled' })
    })

    it('gives up after 4 questions without an outcome, a failed request counting as one', async () => {
      const { actor, fetchPaymentState } = startPolling({}, [], { paymentId: 'pay_1', answers: [new Error('Failed to fetch')] })

      await vi.advanceTimersByTimeAsync(2999)
      expect(actor.getSnapshot().status).toBe('active')
      await vi.advanceTimersByTimeAsync(1)

      expect(fetchPaymentState).toHaveBeenCalledTimes(4)
      expect(actor.getSnapshot().output).toMatchObject({ status: 'failed', reason: 'timedOut' })
    })
  })
})
