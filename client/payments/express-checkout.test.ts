import type { Stripe } from '@stripe/stripe-js'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { detectWallet, mountWalletButton } from './express-checkout'

type Handler = (event: Record<string, unknown>) => void

/** Stripe.js as far as the Express Checkout Element goes, recording what it was asked. */
function fakeStripe({ submitError = null as string | null, createError = null as string | null } = {}) {
  const handlers: Record<string, Handler> = {}
  const seen = {
    elementsOptions: [] as unknown[],
    elementOptions: [] as unknown[],
    mounted: [] as unknown[],
    destroyed: 0,
    createPaymentMethod: [] as unknown[],
  }
  const elements = {
    create: (type: string, options: unknown) => {
      expect(type).toBe('expressCheckout')
      seen.elementOptions.push(options)
      return {
        on: (name: string, handler: Handler) => {
          handlers[name] = handler
        },
        mount: (container: unknown) => seen.mounted.push(container),
        destroy: () => {
          seen.destroyed += 1
        },
      }
    },
    submit: async () => (submitError ? { error: { message: submitError } } : {}),
  }
  const stripe = {
    elements: (options: unknown) => {
      seen.elementsOptions.push(options)
      return elements
    },
    createPaymentMethod: async (options: unknown) => {
      seen.createPaymentMethod.push(options)
      return createError ? { error: { message: createError } } : { paymentMethod: { id: 'pm_wallet_1' } }
    },
  } as unknown as Stripe
  return { stripe, handlers, seen, elements }
}

const TOTAL = { amount: 4200, currency: 'USD' as const }
const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

/** The store's answer to a wallet's order, given when the test says. */
function storeAnswer() {
  let settle: (placed: boolean) => void = () => {}
  const promise = new Promise<boolean>((resolve) => {
    settle = resolve
  })
  return { promise, settle }
}

afterEach(() => vi.useRealTimers())

describe("Stripe's Express Checkout Element for Apple Pay and Google Pay", () => {
  it("is told only the chosen wallet, the checkout's total to authorize later, and shows it as 'Total cost'", () => {
    const { stripe, handlers, seen } = fakeStripe()
    mountWalletButton(stripe, {} as HTMLElement, {
      wallet: 'google-pay',
      total: TOTAL,
      label: 'Total cost',
      onPaid: async () => true,
    })
    expect(seen.elementsOptions).toEqual([
      expect.objectContaining({ mode: 'payment', amount: 4200, currency: 'usd', captureMethod: 'manual', paymentMethodCreation: 'manual' }),
    ])
    expect(seen.elementOptions[0]).toMatchObject({
      paymentMethods: { googlePay: 'always', applePay: 'never', link: 'never', paypal: 'never' },
      buttonHeight: 55,
      emailRequired: true,
    })
    const resolve = vi.fn()
    handlers.click({ resolve })
    expect(resolve).toHaveBeenCalledWith({ lineItems: [{ name: 'Total cost', amount: 4200 }] })
  })

  it("hands the wallet's payment method on, and leaves the sheet open until the store answers", async () => {
    const { stripe, handlers } = fakeStripe()
    const answer = storeAnswer()
    const paid: string[] = []
    mountWalletButton(stripe, {} as HTMLElement, {
      wallet: 'apple-pay',
      total: TOTAL,
      label: 'Total cost',
      onPaid: (id) => {
        paid.push(id)
        return answer.promise
      },
    })
    const paymentFailed = vi.fn()
    handlers.confirm({ paymentFailed })
    await flush()
    expect(paid).toEqual(['pm_wallet_1'])
    expect(paymentFailed).not.toHaveBeenCalled()

    answer.settle(true)
    await flush()
    expect(paymentFailed).not.toHaveBeenCalled()
  })

  it('closes the sheet as failed when the store refused the payment, or when Stripe could not make one', async () => {
    const { stripe, handlers } = fakeStripe()
    const answer = storeAnswer()
    mountWalletButton(stripe, {} as HTMLElement, { wallet: 'apple-pay', total: TOTAL, label: 'Total cost', onPaid: () => answer.promise })
    const refused = vi.fn()
    handlers.confirm({ paymentFailed: refused })
    await flush()
    answer.settle(false)
    await flush()
    expect(refused).toHaveBeenCalledWith({ reason: 'fail' })

    const broken = fakeStripe({ createError: 'Your card was declined.' })
    const paid = vi.fn(async () => true)
    mountWalletButton(broken.stripe, {} as HTMLElement, { wallet: 'google-pay', total: TOTAL, label: 'Total cost', onPaid: paid })
    const failed = vi.fn()
    broken.handlers.confirm({ paymentFailed: failed })
    await flush()
    expect(failed).toHaveBeenCalledWith({ reason: 'fail', message: 'Your card was declined.' })
    expect(paid).not.toHaveBeenCalled()
  })

  it('finds the wallet the browser can pay with, Apple Pay first, and takes its probe down', async () => {
    for (const [available, expected] of [
      [{ applePay: true, googlePay: true }, 'apple-pay'],
      [{ applePay: false, googlePay: true }, 'google-pay'],
      [undefined, null],
    ] as const) {
      const { stripe, handlers, seen } = fakeStripe()
      const remove = vi.fn()
      const found = detectWallet(stripe, TOTAL, { element: {} as HTMLElement, remove })
      handlers.ready({ availablePaymentMethods: available })
      expect(await found).toBe(expected)
      expect(seen.destroyed).toBe(1)
      expect(remove).toHaveBeenCalledOnce()
    }
  })

  it('offers no wallet when Stripe does not answer in time', async () => {
    vi.useFakeTimers()
    const { stripe } = fakeStripe()
    const found = detectWallet(stripe, TOTAL, { element: {} as HTMLElement, remove: () => {} }, 4000)
    await vi.advanceTimersByTimeAsync(4000)
    expect(await found).toBeNull()
  })
})
