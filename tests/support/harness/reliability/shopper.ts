import type { Bindings } from '../../../../worker/env'
import { browserCart, withCartId } from '../worker/browser-cart'
import { callApp, cookieJar, storeRequest } from './harness'

export { body, readyCheckout, sandboxCard, startCardPayment, submitAnswer, submitter } from '../../factories/checkout-steps'

/**
 * A shopper's browser talking to one store through the app, with the bindings the test
 * chose (Stripe pointed at a stand-in, a database that fails on cue…).
 */
export function shopperAt(storeSlug: string, bindings: () => Partial<Bindings> = () => ({})) {
  const host = `${storeSlug}.localhost`
  const cart = browserCart(storeSlug)
  const jar = cookieJar()
  const send = async (path: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}) => {
    const body = withCartId(path, init.method ?? 'POST', init.body, cart)
    const headers = { cookie: jar.header(await cart.cookie()), ...init.headers }
    const answer = await callApp(storeRequest(host, path, { ...init, body, headers }), bindings())
    jar.keep(answer.headers)
    return answer
  }
  return {
    host,
    storeSlug,
    get: (path: string, headers?: Record<string, string>) => send(path, { headers }),
    post: (path: string, body: unknown = {}, headers?: Record<string, string>) => send(path, { method: 'POST', body, headers }),
    put: (path: string, body: unknown) => send(path, { method: 'PUT', body }),
  }
}

export type Shopper = ReturnType<typeof shopperAt>
