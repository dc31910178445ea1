import { Hono } from 'hono'
import { contextStorage } from 'hono/context-storage'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AppEnv } from '../env'
import { log } from './logger'

afterEach(() => {
  vi.restoreAllMocks()
})

const lines = (spy: { mock: { calls: unknown[][] } }) => spy.mock.calls.map(([line]) => JSON.parse(String(line)))

describe('log', () => {
  it('writes one JSON line naming where it happened, with the request id of the request it belongs to', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const app = new Hono<AppEnv>()
      .use(contextStorage())
      .use(async (c, next) => {
        c.set('requestId', 'ray-1234')
        await next()
      })
      .get('/', async (c) => {
        // Deep inside an adapter, with no context passed down.
        await Promise.resolve().then(() => log.warn('checkout.capture', { checkoutId: 'chk_1', message: 'provider down' }))
        return c.text('ok')
      })
    await app.request('/')
    expect(lines(warn)).toEqual([{ at: 'checkout.capture', requestId: 'ray-1234', checkoutId: 'chk_1', message: 'provider down' }])
  })

  it('writes no request id outside a request (the Cron Trigger), at the level asked for', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {})
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    log.info('reconcile', { checked: 3 })
    log.error('reconcile', { message: 'D1 unreachable' })
    expect(lines(info)).toEqual([{ at: 'reconcile', checked: 3 }])
    expect(lines(error)).toEqual([{ at: 'reconcile', message: 'D1 unreachable' }])
  })
})
