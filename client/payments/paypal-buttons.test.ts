import type { OnApproveActions, PayPalButtonsComponentOptions } from '@paypal/paypal-js'
import { describe, expect, it, vi } from 'vitest'
import { type PaypalApprovalOutcome, paypalButtonOptions } from './paypal-buttons'

/** A stand-in for the PayPal JS SDK's `paypal.Buttons`: it keeps the options, as the SDK calls them back. */
function fakePaypal() {
  let options: PayPalButtonsComponentOptions | null = null
  const Buttons = (given: PayPalButtonsComponentOptions) => {
    options = given
    return { render: async () => {}, close: async () => {} }
  }
  return {
    Buttons,
    /** PayPal calls onApprove once the buyer approved in its window. */
    approve: (actions: Pick<OnApproveActions, 'restart' | 'redirect'>) => {
      if (!options?.onApprove) throw new Error('The buttons were not rendered with onApprove')
      return options.onApprove({ orderID: 'ORDER-1', facilitatorAccessToken: 'A21' }, actions as OnApproveActions)
    },
  }
}

function deferred<T>() {
  let resolve: (value: T) => void = () => {}
  const promise = new Promise<T>((done) => {
    resolve = done
  })
  return { promise, resolve }
}

function buttonsAnswering(answer: Promise<PaypalApprovalOutcome>) {
  const paypal = fakePaypal()
  const handlers = { createOrder: vi.fn(async () => 'ORDER-1'), onApprove: vi.fn(() => answer), onCancel: vi.fn(), onError: vi.fn() }
  paypal.Buttons(paypalButtonOptions(handlers, { layout: 'horizontal' }))
  const actions = { restart: vi.fn(), redirect: vi.fn() }
  return { paypal, handlers, actions }
}

describe("PayPal's buttons", () => {
  it("restart the approval in PayPal's window when the store says PayPal refused the funding source", async () => {
    const store = deferred<PaypalApprovalOutcome>()
    const { paypal, handlers, actions } = buttonsAnswering(store.promise)
    let settled = false
    const approving = paypal.approve(actions).then(() => {
      settled = true
    })
    await Promise.resolve()
    // PayPal's onApprove waits for the store's answer.
    expect(handlers.onApprove).toHaveBeenCalledTimes(1)
    expect(settled).toBe(false)
    expect(actions.restart).not.toHaveBeenCalled()

    store.resolve('restart')
    await approving
    expect(actions.restart).toHaveBeenCalledTimes(1)
    expect(actions.redirect).not.toHaveBeenCalled()
  })

  it('do not restart when the store placed the order (or said why it could not)', async () => {
    const { paypal, actions } = buttonsAnswering(Promise.resolve('done'))
    await paypal.approve(actions)
    expect(actions.restart).not.toHaveBeenCalled()
    expect(actions.redirect).not.toHaveBeenCalled()
  })
})
