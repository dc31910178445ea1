import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../env'
import { isTrustedCaller } from '../api/trusted-caller'

/** What a client sending too many messages in a minute is told (429). */
const TOO_MANY_MESSAGES = 'Too many messages from you in a short time. Please wait a minute and try again.'

/**
 * Posts that make the store send mail (contact, pre-order, newsletter, order recovery) are
 * limited per client address and store with Workers Rate Limiting (MAIL_RATE_LIMITER in
 * wrangler.toml), so nobody can use a store to mail strangers in bulk. A trusted server
 * (a storefront in provider mode) limits its own shoppers and is not counted here.
 */
export const limitMailSenders = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    const limiter = c.env.MAIL_RATE_LIMITER
    if (c.req.method !== 'POST' || !limiter || isTrustedCaller(c)) return next()
    const key = `${c.var.store.slug}:${c.req.header('cf-connecting-ip') || 'unknown'}`
    const { success } = await limiter.limit({ key })
    if (!success) {
      c.header('retry-after', '60')
      return c.json({ success: false, error: TOO_MANY_MESSAGES }, 429)
    }
    await next()
  })
