import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../env'

/**
 * The most of an unread body read away before answering: far above any refusal a shopper's
 * browser causes (a form post of a few MB), and a cap on the time an abusive upload costs.
 * A body larger still is cancelled, and its connection may close.
 */
const MAX_DRAINED_BYTES = 32 * 1024 * 1024

/** Reads the rest of a body and throws it away; cancels it past `maxBytes`. */
export async function drainBody(reader: ReadableStreamDefaultReader<Uint8Array>, maxBytes: number): Promise<void> {
  let read = 0
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) return
      read += value.byteLength
      if (read > maxBytes) {
        await reader.cancel()
        return
      }
    }
  } catch {
    // The client went away mid-upload: nothing is left to keep in step.
  }
}

/**
 * First before any route reads or refuses a body: what the chain leaves unread of it (a 413
 * from the body limit, a 403 from the same-origin guard, a 404 or 405, a route that never
 * reads) is read away before the answer goes out. workerd keeps a connection whose request
 * body was not read to the end out of step with the next request on it: wrangler dev's proxy
 * and Miniflare then answer that next request 503 or reset it (ADR 110). The chain gets a
 * relay of the body, so a refusal that read part of it (a chunked upload over the limit)
 * leaves the rest here to drain.
 */
export const drainRequestBody = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    const body = c.req.raw.body
    if (!body) return next()
    const source = body.getReader()
    // The relay reads only when its reader asks (no high-water mark): a reader that gives up
    // (a body limit) leaves the rest of the source here, drained below once its last read ends.
    let reading: Promise<unknown> = Promise.resolve()
    const relay = new ReadableStream<Uint8Array>(
      {
        async pull(controller) {
          const read = source.read()
          reading = read.catch(() => undefined)
          const { done, value } = await read
          if (done) controller.close()
          else controller.enqueue(value)
        },
      },
      { highWaterMark: 0 },
    )
    // `duplex` is what Node's Request asks of a streamed body; workerd needs none.
    c.req.raw = new Request(c.req.raw, { body: relay, duplex: 'half' } as RequestInit)
    try {
      await next()
    } finally {
      await reading
      await drainBody(source, MAX_DRAINED_BYTES)
    }
  })
