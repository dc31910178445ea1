import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../env'
import { isTrustedCaller } from '../api/trusted-caller'
import { kvRateLimiter, MAIL_POLICY } from '../lib/rate-limit'

/** What a client sending too many messages in a minute is told (429). */
const TOO_MANY_MESSAGES = 'Too many messages from you in a short time. Please wait a minute and try again.'

/** Counts one post against MAIL_POLICY in KV: whether it is within the limit. */
async function countedInKv(kv: KVNamespace, key: string): Promise<boolean> {
  const limiter = kvRateLimiter(kv, MAIL_POLICY)
  if ((await limiter.status(key)).limited) return false
  await limiter.recordFailure(key)
  return true
}

/** Options of `limitMailSenders`. */
export interface LimitMailSendersOptions {
  /**
   * The posts are a page's forms (`/contact`, `/track/recover`): a refused post goes on to
   * the page, whose form write answers 429 with the limiter's words beside what was typed,
   * instead of a JSON answer a browser without scripts would show raw.
   */
  page?: boolean
}

/**
 * Posts that make the store send mail (contact, pre-order, newsletter, order recovery) are
 * limited per client address and store with Workers Rate Limiting (MAIL_RATE_LIMITER in
 * wrangler.toml), so nobody can use a store to mail strangers in bulk. A trusted server
 * (a storefront in provider mode) limits its own shoppers and is not counted here. A
 * deployment without the binding is not left open: the same limit is counted in KV.
 */
export const limitMailSenders = ({ page = false }: LimitMailSendersOptions = {}) =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (c.req.method !== 'POST' || isTrustedCaller(c)) return next()
    const key = `${c.var.store.slug}:${c.req.header('cf-connecting-ip') || 'unknown'}`
    const success = c.env.MAIL_RATE_LIMITER ? (await c.env.MAIL_RATE_LIMITER.limit({ key })).success : await countedInKv(c.env.CACHE, key)
    if (!success) {
      if (page) {
        c.set('mailRefused', TOO_MANY_MESSAGES)
        await next()
        // After the page is made: a header set before it would not reach the page's answer.
        if (c.res.status === 429) c.header('retry-after', '60')
        return
      }
      c.header('retry-after', '60')
      return c.json({ success: false, error: TOO_MANY_MESSAGES }, 429)
    }
    await next()
  })
