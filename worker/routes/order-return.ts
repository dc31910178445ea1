import { Hono } from 'hono'
import { deleteCookie, getCookie } from 'hono/cookie'
import { cartCookieName, parseCartCookie } from '../../domain/cart-cookie'
import { DEFAULT_LOCALE } from '../../domain/constants'
import { localizedPath } from '../../domain/locale-path'
import type { AppEnv } from '../env'
import { urlLocale } from '../middleware/localization'
import { rememberCheckoutCart } from '../api/checkout-owner'
import { localPath } from '../lib/local-path'

const CART_ID = /^[A-Za-z0-9_-]{1,64}$/

/**
 * The spec's ways back to the thank-you page name the cart in the URL (/checkout-complete/
 * {cartId}, /thankyou?cart=). A cart id is the shopper's secret: here, before any page
 * renders or any pixel runs, it moves into an HttpOnly cookie and the browser goes on to a
 * URL without it. The thank-you page reads the order by the browser's own carts.
 */
export const orderReturn = new Hono<AppEnv>()
  // Spec section 2: clears the cart with that id, then the thank-you page.
  .get('/checkout-complete/:cartId', (c) => {
    const cartId = c.req.param('cartId')
    if (CART_ID.test(cartId)) {
      rememberCheckoutCart(c, cartId)
      const name = cartCookieName(c.var.store.id)
      if (parseCartCookie(getCookie(c, name))?.id === cartId) deleteCookie(c, name, { path: '/' })
    }
    return c.redirect(localizedPath(urlLocale(c) ?? DEFAULT_LOCALE, '/thankyou'), 302)
  })
  .get('/thankyou', async (c, next) => {
    const cartId = c.req.query('cart')
    if (cartId === undefined) return next()
    if (CART_ID.test(cartId)) rememberCheckoutCart(c, cartId)
    const clean = new URL(c.req.url)
    clean.searchParams.delete('cart')
    return c.redirect(localPath(clean), 302)
  })
