import { type Context, Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { getPath } from 'hono/utils/url'
import { HTTPException } from 'hono/http-exception'
import { callerOrigin } from './api/trusted-caller'
import type { AppEnv } from './env'
import { IsolateMemo, rememberedLookups } from './commerce/cache/isolate-memo'
import { loadCommerce } from './commerce/load-commerce'
import { BackendUnavailable } from './commerce/port/failures'
import { routes } from '../client/routes'
import { DEFAULT_LOCALE } from '../domain/constants'
import { localeOfPath, localizedPath } from '../domain/locale-path'
import { accessGate } from './middleware/access-gate'
import { drainRequestBody } from './middleware/drain-request-body'
import { canonicalUrl, tableRoutes } from './middleware/canonical-url'
import { edgePageCache } from './middleware/edge-page-cache'
import { localization, urlLocale } from './middleware/localization'
import { limitMailSenders } from './middleware/mail-senders'
import { preview } from './middleware/preview'
import { robotsTag } from './middleware/closed-to-robots'
import { readYourWrites } from './middleware/read-your-writes'
import { requestContext } from './middleware/request-context'
import { sameOriginWrites } from './middleware/same-origin-writes'
import { securityHeaders } from './middleware/security-headers'
import { tenant } from './middleware/tenant'
import { theme } from './middleware/theme'
import { renderPage } from './render/render-page'
import { orderReturn } from './routes/order-return'
import { robots } from './routes/robots'
import { staticAssets } from './routes/static-assets'
import { errorPage } from './render/error-page'
import { log } from './lib/logger'
import { lazyRoutes } from './lib/lazy-routes'

/** This app, reached again after the answer: the sandbox provider's webhooks come back in through it. */
const loopbackFor = (app: Hono<AppEnv>, c: Context<AppEnv>) => ({
  fetch: async (request: Request) => app.fetch(request, c.env, c.executionCtx),
  waitUntil: (work: Promise<unknown>) => c.executionCtx.waitUntil(work),
})

/** The largest request body the worker reads: a checkout of 100 lines is about 10 KB. */
const MAX_BODY_BYTES = 64 * 1024
/** A provider's webhook event (Stripe's are well under this). */
const MAX_WEBHOOK_BYTES = 1024 * 1024
const tooLarge = (c: Context) => c.json({ error: 'This request is too large.' }, 413)

/**
 * Paths the routes below answer before the page renderer could (webhooks, the admin API and the
 * store's API, static answers, development tools, hosted checkout, downloads): the early page
 * cache lookup leaves them alone. A path missing here costs a lookup, never a wrong answer:
 * only the page renderer keeps pages.
 */
const ANSWERED_BEFORE_PAGES =
  /^\/(?:webhooks|admin|api|mockups|images|assets|dev|buy|downloads|feeds)\/|^\/(?:favicon\.ico|robots\.txt|sitemap[\w-]*\.xml)$/
const mayBePage = (path: string) => !ANSWERED_BEFORE_PAGES.test(path)

/**
 * The path the routes and middleware see: a page's locale prefix taken off (`/de/cart` is
 * `/cart` to them); the URL keeps it for the renderer, the page cache and the localization
 * (domain/locale-path.ts). `/de/api/…` is no page, so it keeps its prefix and finds no route.
 */
const routedPath = (request: Request) => {
  const path = getPath(request)
  const localized = localeOfPath(path)
  return localized && mayBePage(localized.rest) ? localized.rest : path
}

/**
 * Route paths spelled one way (middleware/canonical-url.ts): the route table's, and the
 * worker's own way back from a hosted checkout (routes/order-return.ts).
 */
const PAGE_PATTERNS = [...tableRoutes(routes).map((route) => route.pattern), 'checkout-complete/:cartId']

/** Seconds the store, theme and localization are used again from memory (commerce/cache/isolate-memo.ts). */
const LOOKUP_MEMO_MS = 5_000

export interface AppOptions {
  /** Clock in ms of the edge page cache and the lookup memo; tests pass their own. */
  now?: () => number
}

type PageCache = ReturnType<typeof edgePageCache>

/** Identify and protect the request: its context, its body read to the end, the headers, one spelling of each page. */
function protectRequests(app: Hono<AppEnv>): void {
  app
    // Also lets the logger find the request it writes for (worker/lib/request-scope.ts).
    .use(requestContext())
    // Whatever answers below, the request's body is read to the end first (wrangler dev, Miniflare).
    .use(drainRequestBody())
    .use(securityHeaders())
    // Before anything reads the path: every other spelling of a page goes to its one spelling.
    .use(canonicalUrl({ patterns: PAGE_PATTERNS, mayBePage }))
    .use(async (c, next) => {
      c.set('loopback', loopbackFor(app, c))
      await next()
    })
}

/** The server-to-server calls (provider webhooks, the admin API): their own authentication, no store. */
function answerServerCalls(app: Hono<AppEnv>, lookups: IsolateMemo): void {
  app
    // A provider's event can be larger than anything a shopper sends; still capped.
    .use('/webhooks/*', bodyLimit({ maxSize: MAX_WEBHOOK_BYTES, onError: tooLarge }))
    .all(
      '/webhooks/*',
      lazyRoutes('/webhooks', async () => (await import('./webhooks')).webhooks),
    )
    // No form or API call of the store needs more: a larger body is refused before it is read.
    .use(bodyLimit({ maxSize: MAX_BODY_BYTES, onError: tooLarge }))
    // The admin API forgets what this app's memo keeps of a store an import just changed.
    .use('/admin/api/*', async (c, next) => {
      if (c.var.config.PAGE_CACHE !== 'off') c.set('lookupMemo', lookups)
      await next()
    })
    .all(
      '/admin/api/*',
      lazyRoutes('/admin/api', async () => (await import('./admin')).admin),
    )
}

/** Find the shopper's store and gate it, load its theme and the buyer's localization. */
function findStore(app: Hono<AppEnv>, lookups: IsolateMemo, pageCache: PageCache): void {
  app
    // A kept page whose store, theme and localization the memo knows is answered here, before
    // the backend is loaded; anything else goes on through the chain (edge-page-cache.ts).
    .use(pageCache.early)
    .use(readYourWrites())
    .use(async (c, next) => {
      const memo = c.var.config.PAGE_CACHE === 'off' ? undefined : lookups
      if (memo) c.set('lookupMemo', memo)
      c.set('commerce', await loadCommerce(c.env, c.var.config, c.executionCtx, callerOrigin(c), c.var.loopback, c.var.d1, memo))
      await next()
    })
    .use(tenant())
    .use(accessGate())
    .use(preview())
    .use(robotsTag())
    .use(theme())
    .use(localization())
}

/** The store's API, static answers and the route groups that load on their first request (lib/lazy-routes.ts). */
function answerApiAndTools(app: Hono<AppEnv>): void {
  app
    .use('/api/*', sameOriginWrites())
    .use('/api/contact', limitMailSenders())
    .use('/api/preorder', limitMailSenders())
    .use('/api/newsletter', limitMailSenders())
    .use('/api/v1/orders/recover', limitMailSenders())
    .all(
      '/api/*',
      lazyRoutes('/api', async () => (await import('./api')).api),
    )
    // An /api path no route takes is a JSON 404, never the HTML 404 page.
    .all('/api/*', (c) => c.json({ error: 'Not found' }, 404))
    .route('/', staticAssets)
    .route('/', robots)
    .get(
      '/:file{sitemap[\\w-]*\\.xml}',
      lazyRoutes('/', async () => (await import('./routes/sitemap')).sitemaps),
    )
    .get(
      '/feeds/*',
      lazyRoutes('/feeds', async () => (await import('./routes/feeds')).feeds),
    )
    // The built-in backend's development tools (sandbox payment pages, outbox, clock, stock).
    .all(
      '/dev/*',
      lazyRoutes('/dev', async () => (await import('./routes/dev')).devTools),
    )
    .all(
      '/buy/*',
      lazyRoutes('/buy', async () => (await import('./commerce/create-commerce')).loadHostedCheckout()),
    )
    .all(
      '/downloads/*',
      lazyRoutes('/downloads', async () => (await import('./routes/downloads')).downloads),
    )
}

/** The shopper's forms and pages: a rendered page, from the edge page cache when it may. */
function answerPages(app: Hono<AppEnv>, pageCache: PageCache): void {
  app
    // The spec's pre-order form posts to / on the same origin.
    .use('/', sameOriginWrites())
    .use('/', limitMailSenders())
    .post(
      '/',
      lazyRoutes('/', async () => (await import('./api/after-sales')).preorder),
    )
    // Shopper forms posted before or without scripts: the route's action answers (ADR 107).
    .use('/listing/:slug', sameOriginWrites())
    .post('/listing/:slug', (c) => renderPage(c))
    .use('/cart', sameOriginWrites())
    .post('/cart', (c) => renderPage(c))
    .use('/listing/:slug/preorder', sameOriginWrites(), limitMailSenders({ page: true }))
    .post('/listing/:slug/preorder', (c) => renderPage(c))
    .use('/localization', sameOriginWrites())
    .post('/localization', (c) => renderPage(c))
    .use('/track/recover', sameOriginWrites(), limitMailSenders({ page: true }))
    .post('/track/recover', (c) => renderPage(c))
    .use('/contact', sameOriginWrites(), limitMailSenders({ page: true }))
    .post('/contact', (c) => renderPage(c))
    // A public store has no gate to pass: /login sends the shopper home (a theme 401 leaves accessGranted false).
    .get('/login', async (c, next) =>
      !c.var.store.gated && c.var.accessGranted ? c.redirect(localizedPath(urlLocale(c) ?? DEFAULT_LOCALE, '/'), 302) : next(),
    )
    .route('/', orderReturn)
    .get('*', pageCache.page, (c) => renderPage(c))
}

/**
 * The edge app. Order matters and reads top to bottom: identify and protect the request;
 * answer the server-to-server calls (provider webhooks, the admin API), which carry their
 * own authentication and belong to no store; then find the shopper's store and gate it,
 * load its theme and the buyer's localization, and answer from the API, a static asset
 * or a rendered page (from the edge page cache when it may). What an app remembers between
 * requests (the lookup memo, the page cache's refreshes) is its own: a second app, as a
 * test makes, starts empty.
 */
export function createApp({ now = Date.now }: AppOptions = {}): Hono<AppEnv> {
  const lookups = new IsolateMemo({ ttlMs: LOOKUP_MEMO_MS, now })
  const pageCache = edgePageCache({ now, lookups: rememberedLookups(lookups), mayBePage })
  const app: Hono<AppEnv> = new Hono<AppEnv>({ getPath: routedPath })
  protectRequests(app)
  answerServerCalls(app, lookups)
  findStore(app, lookups, pageCache)
  answerApiAndTools(app)
  answerPages(app, pageCache)
  app.notFound((c) => (isJsonPath(c.req.path) ? c.json({ error: 'Not found' }, 404) : c.text('Not found', 404)))
  app.onError(answerError)
  return app
}

const isJsonPath = (path: string) => path.startsWith('/api/') || path.startsWith('/admin/api/') || path.startsWith('/webhooks/')

function answerError(error: Error, c: Context<AppEnv>): Response {
  // Hono's own refusals (malformed JSON in a body, say) are the client's doing: a 4xx.
  if (error instanceof HTTPException) {
    return isJsonPath(c.req.path) ? c.json({ error: error.message }, error.status) : error.getResponse()
  }
  log.error('worker', { path: c.req.path, message: String(error) })
  if (isJsonPath(c.req.path)) {
    // A backend that failed every retry is named as the spec says: '{name} Request retry exceeded limit'.
    const message =
      error instanceof BackendUnavailable ? error.message : 'The store is having trouble right now. Please try again in a moment.'
    return c.json({ error: message }, 503)
  }
  return c.html(errorPage(c.get('requestId') ?? ''), 503)
}

/** The worker's app (worker/index.ts). */
export const app = createApp()
