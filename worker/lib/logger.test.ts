import { Hono } from 'hono'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AppEnv } from '../env'
import { requestContext } from '../middleware/request-context'
import { log } from './logger'

afterEach(() => {
  vi.restoreAllMocks()
})

const lines = (spy: { mock: { calls: unknown[][] } }) => spy.mock.calls.map(([line]) => JSON.parse(String(line)))

describe('log', () => {
  it('writes one JSON line naming where it happened, with the request id of the request it belongs to', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    let afterTheAnswer: Promise<void> = Promise.resolve()
    const app = new Hono<AppEnv>().use(requestContext()).get('/', async (c) => {
      // Deep inside an adapter, with no context passed down.
      await Promise.resolve().then(() => log.warn('checkout.capture', { checkoutId: 'chk_1', message: 'provider down' }))
      // Work that goes on after the answer (waitUntil).
      afterTheAnswer = new Promise((resolve) => setTimeout(resolve, 0)).then(() => log.warn('page-cache', { problem: 'store failed' }))
      return c.text('ok')
    })
    const response = await app.request('/', { headers: { 'cf-ray': 'ray-1234' } }, {})
    await afterTheAnswer
    expect(response.headers.get('x-request-id')).toBe('ray-1234')
    expect(lines(warn)).toEqual([
      { at: 'checkout.capture', requestId: 'ray-1234', checkoutId: 'chk_1', message: 'provider down' },
      { at: 'page-cache', requestId: 'ray-1234', problem: 'store failed' },
    ])
  })

  it('names each of two requests served at once by its own id', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {})
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    const app = new Hono<AppEnv>().use(requestContext()).get('/:name', async (c) => {
      if (c.req.param('name') === 'first') await held
      log.info('page', { name: c.req.param('name') })
      return c.text('ok')
    })
    const first = app.request('/first', { headers: { 'cf-ray': 'ray-1' } }, {})
    await app.request('/second', { headers: { 'cf-ray': 'ray-2' } }, {})
    release()
    await first
    expect(lines(info)).toEqual([
      { at: 'page', requestId: 'ray-2', name: 'second' },
      { at: 'page', requestId: 'ray-1', name: 'first' },
    ])
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
