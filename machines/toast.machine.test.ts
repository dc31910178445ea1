import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { message } from './messages'
import { dangerToast, paymentFailedToast, successToast } from './toast-events'
import { toastMachine } from './toast.machine'

function startToaster() {
  const actor = createActor(toastMachine)
  actor.start()
  return actor
}

const texts = (actor: ReturnType<typeof startToaster>) => actor.getSnapshot().context.toasts.map((t) => t.message.text)

describe('toast machine', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('shows a success toast titled Success at the top right for 3 seconds', () => {
    const toaster = startToaster()

    toaster.send(successToast(message('checkout.serverMessage', { message: 'Saved' })))

    const [toast] = toaster.getSnapshot().context.toasts
    expect(toaster.getSnapshot().value).toBe('showing')
    expect(toast).toMatchObject({ kind: 'success', position: 'top-right', durationMs: 3000 })
    expect(toast.title.text).toBe('Success')
    vi.advanceTimersByTime(2999)
    expect(texts(toaster)).toEqual(['Saved'])
    vi.advanceTimersByTime(1)
    expect(texts(toaster)).toEqual([])
    expect(toaster.getSnapshot().value).toBe('hidden')
  })

  it('titles a danger toast Error', () => {
    const toaster = startToaster()

    toaster.send(dangerToast(message('checkout.emptyResponse')))

    const [toast] = toaster.getSnapshot().context.toasts
    expect(toast.title.text).toBe('Error')
    expect(toast.message.text).toBe('Error checking out! Please try again.')
  })

  it('shows the payment failure at the top for 6 seconds', () => {
    const toaster = startToaster()

    toaster.send(paymentFailedToast())

    const [toast] = toaster.getSnapshot().context.toasts
    expect(toast).toMatchObject({ kind: 'danger', position: 'top', durationMs: 6000 })
    expect(toast.message.text).toBe('Payment failed, please try again.')
    vi.advanceTimersByTime(5999)
    expect(texts(toaster)).toHaveLength(1)
    vi.advanceTimersByTime(1)
    expect(texts(toaster)).toHaveLength(0)
  })

  it('does not show the same message twice while it is on screen', () => {
    const toaster = startToaster()

    toaster.send(dangerToast(message('checkout.emptyResponse')))
    toaster.send(dangerToast(message('checkout.emptyResponse')))

    expect(texts(toaster)).toEqual(['Error checking out! Please try again.'])
  })

  it('shows the same text again once the first one has gone', () => {
    const toaster = startToaster()
    toaster.send(dangerToast(message('checkout.emptyResponse')))
    vi.advanceTimersByTime(3000)

    toaster.send(dangerToast(message('checkout.emptyResponse')))

    expect(texts(toaster)).toHaveLength(1)
  })

  it('shows the same text as success and as danger side by side', () => {
    const toaster = startToaster()
    const text = message('checkout.serverMessage', { message: 'Done' })

    toaster.send(successToast(text))
    toaster.send(dangerToast(text))

    expect(toaster.getSnapshot().context.toasts.map((t) => t.kind)).toEqual(['success', 'danger'])
  })

  it('closes a toast the shopper dismisses before its time', () => {
    const toaster = startToaster()
    toaster.send(dangerToast(message('payment.paypalError')))
    const [toast] = toaster.getSnapshot().context.toasts

    toaster.send({ type: 'toast.dismiss', id: toast.id })

    expect(texts(toaster)).toEqual([])
    vi.advanceTimersByTime(3000)
    expect(toaster.getSnapshot().value).toBe('hidden')
  })

  it('clears all but the latest of several long toasts after 5 minutes', () => {
    const toaster = startToaster()
    const long = { durationMs: 600_000 }
    toaster.send(dangerToast(message('checkout.errorWithMessage', { message: 'one' }), long))
    toaster.send(dangerToast(message('checkout.errorWithMessage', { message: 'two' }), long))
    vi.advanceTimersByTime(60_000)
    toaster.send(dangerToast(message('checkout.errorWithMessage', { message: 'three' }), long))

    vi.advanceTimersByTime(299_999)
    expect(texts(toaster)).toHaveLength(3)
    vi.advanceTimersByTime(1)

    expect(texts(toaster)).toEqual(['Error checking out: three'])
  })

  it('leaves a single long toast alone after 5 minutes', () => {
    const toaster = startToaster()

    toaster.send(successToast(message('checkout.serverMessage', { message: 'Alone' }), { durationMs: 600_000 }))
    vi.advanceTimersByTime(300_000)

    expect(texts(toaster)).toEqual(['Alone'])
  })
})
