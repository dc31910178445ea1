import type { Context } from 'hono'
import * as z from 'zod'
import type { PortResult } from '../commerce/port/failures'
import { type AppEnv, usesProviderBackend } from '../env'
import { log } from '../lib/logger'

/**
 * One click, one write. The browser sends the same Idempotency-Key on every retry of one
 * click (client/api/checkout-api.ts) after a dropped connection or a gateway's 502-504, and
 * the worker hands it to the backend with the write. The built-in backend makes one payment
 * per checkout version and a backend that honours keys (BACKEND_HONOURS_IDEMPOTENCY_KEYS)
 * writes once per key; for a spec backend that does neither the worker keeps the first
 * answer to a key for ten minutes (KV) and answers a retry with it, unsent.
 */

/** A key as the browser makes it: random, url-safe. */
const ClickKey = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/)

const KEPT_SECONDS = 600

/** The Idempotency-Key of this call, when it is one the browser could have made. */
export function clickKey(c: Context<AppEnv>): string | undefined {
  const parsed = ClickKey.safeParse(c.req.header('idempotency-key'))
  return parsed.success ? parsed.data : undefined
}

async function digest(text: string): Promise<string> {
  const bytes = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)))
  return [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}

/**
 * Runs `write` once per click: a retry with the same key, for the same call and `scope`
 * (the cart or checkout it is about), gets the first answer back when the worker keeps
 * answers (see above). Storage trouble never stops a write: it is then sent as it comes.
 */
export async function writeOnce<T>(
  c: Context<AppEnv>,
  call: string,
  scope: string,
  key: string | undefined,
  write: () => Promise<PortResult<T>>,
): Promise<PortResult<T>> {
  const { config } = c.var
  if (!key || !usesProviderBackend(config) || config.BACKEND_HONOURS_IDEMPOTENCY_KEYS === 'true') return write()
  const name = `write-once:${await digest(`${c.get('store')?.slug ?? ''}|${call}|${scope}|${key}`)}`
  const earlier = await c.env.CACHE.get<T>(name, 'json').catch(() => null)
  if (earlier !== null) return { ok: true, value: earlier }
  const result = await write()
  if (result.ok) {
    await c.env.CACHE.put(name, JSON.stringify(result.value), { expirationTtl: KEPT_SECONDS }).catch((error: unknown) => {
      log.warn('write-once', { call, message: String(error) })
    })
  }
  return result
}
