import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { describe, expect, it } from 'vitest'
import type { AppEnv } from '../env'
import { drainBody, drainRequestBody } from './drain-request-body'

const CHUNK = 16 * 1024

/** A body of `chunks` chunks that counts how many the server pulled. */
function countedBody(chunks: number) {
  const pulled = { chunks: 0 }
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled.chunks === chunks) return controller.close()
      pulled.chunks += 1
      controller.enqueue(new Uint8Array(CHUNK).fill(97))
    },
  })
  return { stream, pulled }
}

function app() {
  return new Hono<AppEnv>()
    .use(drainRequestBody())
    .use(bodyLimit({ maxSize: 4 * CHUNK, onError: (c) => c.json({ error: 'This request is too large.' }, 413) }))
    .post('/echo', async (c) => c.text(String((await c.req.text()).length)))
    .post('/ignore', (c) => c.text('not read'))
}

const post = (path: string, body: ReadableStream<Uint8Array>, headers: Record<string, string> = {}) =>
  app().request(path, { method: 'POST', body, headers, duplex: 'half' } as RequestInit)

describe('drainRequestBody', () => {
  it('reads a body refused by its announced length to the end before answering 413', async () => {
    const { stream, pulled } = countedBody(200)
    const response = await post('/echo', stream, { 'content-length': String(200 * CHUNK) })
    expect(response.status).toBe(413)
    expect(pulled.chunks).toBe(200)
  })

  it('reads the rest of a chunked upload the body limit gave up on', async () => {
    const { stream, pulled } = countedBody(200)
    const response = await post('/echo', stream, { 'transfer-encoding': 'chunked' })
    expect(response.status).toBe(413)
    expect(pulled.chunks).toBe(200)
  })

  it('reads a body that the route answering never looked at', async () => {
    const { stream, pulled } = countedBody(3)
    const response = await post('/ignore', stream, { 'content-length': String(3 * CHUNK) })
    expect(await response.text()).toBe('not read')
    expect(pulled.chunks).toBe(3)
  })

  it('hands the route the whole body it reads', async () => {
    const { stream } = countedBody(3)
    const response = await post('/echo', stream, { 'content-length': String(3 * CHUNK) })
    expect(await response.text()).toBe(String(3 * CHUNK))
  })

  it('cancels a body past the most it drains', async () => {
    const { stream, pulled } = countedBody(1000)
    await drainBody(stream.getReader(), 10 * CHUNK)
    expect(pulled.chunks).toBeLessThan(20)
  })
})
