import type { Context } from 'hono'
import { createStaticHandler, createStaticRouter, isRouteErrorResponse, type StaticHandler, StaticRouterProvider } from 'react-router'
import { AppProviders } from '../../client/app-providers'
import { type Catalogue, createTranslator } from '../../client/i18n'
import { loadCatalogue } from '../../client/i18n/load-catalogue'
import { collectPageMeta, documentBodyClass, documentTitle, type PageHandle } from '../../client/app/page-meta'
import { storeIconUrl } from '../../domain/images'
import { localeAlternates, localePrefix, localizedPath } from '../../domain/locale-path'
import { searchWithoutTracking } from '../../domain/tracking-params'
import type { Theme } from '../../domain/schemas/theme'
import { LAYOUT_TOKENS_CSS } from '../../client/theme/layout-tokens'
import { hostedHelpPages } from '../../client/theme/platform'
import type { ShellData } from '../../client/app/shell'
import { routeModules, routes } from '../../client/routes'
import { serializeRouterData } from '../../client/app/router-data'
import { preloadImage } from '../../client/components/image-layouts'
import type { AppEnv } from '../env'
import { isMemoizable, RenderMemo, renderTextKey, swapNonce } from './render-memo'
import { themeCssVariables, themeCustomCss } from './theme/theme-style'
import { loadManifest, pageAssets } from './assets'
import { documentHead, documentTail } from './document'
import { socialMarksSprite } from './social-marks'
import { fontLinks } from './theme/font-links'
import { createServerApi } from './server-api'
import { createFormWrites } from './form-writes'
import { pageSeo, shareImage, shareImageSize } from './page-seo'
import { serializeShell } from './serialize-shell'
import { log } from '../lib/logger'
import { requestPrivacyRegion } from '../lib/buyer-country'
import { urlLocale } from '../middleware/localization'

/**
 * One handler per locale prefix, made on first use: React Router's basename (`/de`) takes the
 * prefix off before matching and puts it on every link it renders, so a page's links stay in
 * its locale (docs/decisions/134-locale-in-the-path.md).
 */
const handlers = new Map<string, StaticHandler>()
function handlerFor(basename: string): StaticHandler {
  let handler = handlers.get(basename)
  if (!handler) {
    handler = createStaticHandler(routes, basename ? { basename } : {})
    handlers.set(basename, handler)
  }
  return handler
}

const CHECKOUT_ROUTES = new Set(['checkout', 'checkout-express'])

/**
 * Bodies of identical renders in this isolate (docs/decisions/008-performance-budgets.md):
 * a popular page is rendered once, not once per visit.
 */
const memo = new RenderMemo({ maxEntries: 64, maxChars: 8_000_000, maxAgeMs: 5 * 60_000 })
let placeholder: string | null = null
/** Stands for the nonce in remembered bodies; made on first use (no random values at the top level of a Worker). */
const noncePlaceholder = () => {
  placeholder ??= `n${crypto.randomUUID().replaceAll('-', '')}`
  return placeholder
}

/** The theme as the browser gets it (its customCSS is rendered by the server only), one per theme object. */
const shellThemes = new WeakMap<Theme, Theme>()
function shellTheme(theme: Theme): Theme {
  let shown = shellThemes.get(theme)
  if (!shown) {
    shown = { ...theme, styles: { ...theme.styles, customCSS: '' } }
    shellThemes.set(theme, shown)
  }
  return shown
}

function buildShell(c: Context<AppEnv>, messages: Catalogue, basename: string): ShellData {
  const { store, theme, localization, preview, config, accessGranted } = c.var
  return {
    basename,
    store: {
      id: store.id,
      slug: store.slug,
      name: store.name,
      region: store.region,
      flags: store.flags,
      // A gated store shows its /login page to visitors without a code: nothing of the catalogue.
      collections: accessGranted ? store.collections : [],
      collectionsMode: store.collectionsMode,
      locked: !accessGranted,
    },
    theme: shellTheme(theme),
    localization,
    preview,
    messages,
    environment: config.ENVIRONMENT,
    payments: {
      stripePublishableKey: config.STRIPE_PUBLISHABLE_KEY ?? null,
      paypalClientId: config.PAYPAL_CLIENT_ID ?? null,
      afterpayMessaging: Boolean(config.AFTERPAY_MERCHANT_ID),
    },
    platform: { name: config.PLATFORM_NAME, url: config.PLATFORM_URL, help: hostedHelpPages(config.HOSTED_HELP_URL) },
    origin: new URL(c.req.url).origin,
    privacyRegion: requestPrivacyRegion(c.req.raw, localization.buyer_region),
    imageRenditions: Boolean(c.env.IMAGES),
  }
}

type RouterContext = Exclude<Awaited<ReturnType<StaticHandler['query']>>, Response>

/** What a page's document is made around: the routes' answer, the shell and the page's assets. */
interface PageDocument {
  context: RouterContext
  shell: ShellData
  /** The request's catalogue, as the shell carries it. */
  messages: Catalogue
  basename: string
  isCheckout: boolean
  assets: ReturnType<typeof pageAssets>
  nonce: string
  shellJson: string
  fontStylesheet: string | null
}

/** The document's head: title, description, addresses, link previews, rich results, styles and preloads. */
async function pageHead(
  c: Context<AppEnv>,
  { context, shell, messages, basename, isCheckout, assets, nonce, shellJson, fontStylesheet }: PageDocument,
) {
  const t = createTranslator(shell.localization.buyer_locale, messages) as (key: string, params?: Record<string, string | number>) => string
  const meta = collectPageMeta(context.matches, context.loaderData, shell, t, context.statusCode)
  const theme = c.var.theme
  const seo = theme.meta.seo
  const url = new URL(c.req.url)
  const storeName = theme.meta.storeName || c.var.store.name
  const inlineCss = LAYOUT_TOKENS_CSS + themeCssVariables(theme) + (isCheckout ? '' : await themeCustomCss(theme, c.var.config.IMAGE_HOSTS))
  const image = meta.image ?? seo.image ?? null
  const closed = shell.preview || c.var.store.gated || !c.var.accessGranted
  const leaf = context.matches.at(-1)?.route.id
  const logo = theme.content.header.logoUrl ?? storeIconUrl(storeName, theme.styles.primaryColor)
  const identity = {
    origin: url.origin,
    name: storeName,
    logo: shareImage(logo, url.origin),
    sameAs: theme.brand.socialMedia.map((link) => link.url),
  }
  // Rich results only for pages a search engine may keep: a 200, indexable, of an open store.
  const described =
    context.statusCode === 200 && meta.noIndex !== true && !closed ? pageSeo(leaf, context.loaderData[leaf ?? ''], identity) : null
  // The page in its own locale's address, and in every other's: the path without the prefix, as its route names it.
  const pagePath = meta.canonicalPath ?? (url.pathname.slice(basename.length) || '/')
  return documentHead(
    {
      title: documentTitle(meta, shell),
      description: meta.description || seo.description || theme.content.heroBanner.subtitle || storeName,
      canonicalUrl: `${url.origin}${localizedPath(shell.localization.buyer_locale, pagePath)}`,
      alternates: localeAlternates(url.origin, pagePath),
      faviconUrl: theme.content.favicon ?? storeIconUrl(storeName, theme.styles.primaryColor),
      // Link previews need an absolute address, and a raster image (never the SVG mockups).
      imageUrl: image ? shareImage(image, url.origin) : null,
      imageSize: image ? shareImageSize(image, url.origin) : null,
      product: described?.product ?? null,
      jsonLd: described?.jsonLd ?? [],
      siteName: storeName,
      locale: shell.localization.buyer_locale,
      bodyClass: documentBodyClass(meta, shell),
      inlineCss,
      fontStylesheet,
      preloadImage: meta.preloadImage ? preloadImage(meta.preloadImage, meta.preloadLayout ?? 'tile', shell.imageRenditions) : null,
      noIndex: shell.preview || meta.noIndex === true || c.var.store.gated,
      documentKind: isCheckout ? 'checkout' : 'store',
      // The checkout needs scripts (the card provider's); the cart's Checkout goes to the hosted one without them.
      socialMarks: socialMarksSprite(shell.theme.brand.socialMedia),
      noScript: isCheckout ? { text: t('checkout.noScript'), href: `${basename}/cart`, label: t('checkout.noScriptContinue') } : null,
    },
    assets,
    nonce,
    shellJson,
  )
}

/**
 * The memo's key for this body, or null when it must not be kept. The body is React's
 * output for this URL, shell and loader data; checkouts, previews and gated stores are
 * always rendered, so their data is never kept.
 */
async function memoKeyOf(c: Context<AppEnv>, { context, shell, isCheckout, shellJson }: PageDocument, routerJson: string) {
  const url = new URL(c.req.url)
  const keep =
    c.req.method === 'GET' &&
    !isCheckout &&
    !shell.preview &&
    !c.var.store.gated &&
    context.statusCode === 200 &&
    !context.errors &&
    isMemoizable(context.loaderData)
  return keep ? await renderTextKey([url.pathname, searchWithoutTracking(url.search), shellJson, routerJson]) : null
}

interface DocumentEnds {
  head: string
  tail: string
  headers: Headers
  memoKey: string | null
}

/** React's HTML between the head and the tail: read whole (and kept) when the memo may keep it, else streamed. */
async function renderDocument(
  c: Context<AppEnv>,
  handler: StaticHandler,
  { context, shell, nonce }: PageDocument,
  { head, tail, headers, memoKey }: DocumentEnds,
): Promise<Response> {
  let renderError: unknown = null
  // React's server renderer is imported on the first render, not evaluated when the isolate
  // starts: a page answered from the memo or the edge cache never needs it
  // (docs/decisions/071-worker-startup-cpu.md).
  const { renderToReadableStream } = await import('./server-renderer')
  const body = await renderToReadableStream(
    <AppProviders shell={shell}>
      {/* The hydration data goes after #root as a data block (documentTail), not React Router's inline script. */}
      <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
    </AppProviders>,
    {
      nonce,
      // A boundary whose content is ready goes out in place. By default React sends one that
      // ends past the first 12.5 KB as a placeholder with its content after it, revealed by a
      // script up to 300 ms after first paint: the home below its hero and the listing's
      // gallery, which hydrate after the page (client/app/hydrate-later.tsx), then push the
      // page about (CLS 0.18 on `/`, 0.45 on a listing) and its LCP image comes late.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError(error) {
        renderError = error
        log.error('ssr', { message: String(error) })
      },
    },
  )
  if (renderError) throw renderError

  if (memoKey) {
    // A page the memo may keep holds no deferred data, so React has rendered all of it by
    // now and its stream needs no pacing: read whole, it goes out as one text, the way the
    // memo answers a repeat, without a TransformStream hop per chunk (ADR 077).
    const rendered = await new Response(body).text()
    if (renderError === null) memo.set(memoKey, swapNonce(rendered, nonce, noncePlaceholder()))
    return new Response(head + rendered + tail, { status: context.statusCode, headers })
  }

  const encoder = new TextEncoder()
  const document = new TransformStream<Uint8Array, Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(head))
    },
    flush(controller) {
      controller.enqueue(encoder.encode(tail))
    },
  })
  c.executionCtx.waitUntil(body.allReady.catch(() => undefined))
  return new Response(body.pipeThrough(document), { status: context.statusCode, headers })
}

/**
 * Server render of a page: run the matched routes' loaders against the CommercePort,
 * then stream React's HTML between a head that is complete before the first byte of the
 * body (styles, module preloads, meta) and a tail that boots the client.
 */
export async function renderPage(c: Context<AppEnv>): Promise<Response> {
  const prefixed = urlLocale(c)
  const basename = prefixed ? localePrefix(prefixed) : ''
  const handler = handlerFor(basename)
  // A form posted to a page (before or without scripts) runs the route's action first.
  const store = { id: c.var.store.id, buyerRegion: c.var.localization.buyer_region }
  const writes = c.req.method === 'POST' ? createFormWrites(c) : undefined
  const context = await handler.query(c.req.raw, { requestContext: { api: createServerApi(c), store, writes } })
  if (context instanceof Response) return context
  // A loader that threw (its data could not be read: the database is down, say) means the
  // store cannot answer: the friendly 503 page with a retry, not half a page.
  const failed = Object.values(context.errors ?? {}).find((error) => !isRouteErrorResponse(error))
  if (failed) throw failed

  // Only the request's catalogue: each locale is a chunk of its own, imported on first use.
  const messages = await loadCatalogue(c.var.localization.buyer_locale)
  const shell = buildShell(c, messages, basename)
  const matchedIds = context.matches.map((match) => match.route.id)
  const isCheckout = matchedIds.some((id) => CHECKOUT_ROUTES.has(id))
  const manifest = await loadManifest(c.env)
  const assets = pageAssets(
    manifest,
    context.matches.flatMap(({ route }) => [
      ...(routeModules[route.id] ? [routeModules[route.id]] : []),
      ...((route.handle as PageHandle | undefined)?.modules?.(context.loaderData[route.id]) ?? []),
    ]),
    shell.localization.buyer_locale,
  )
  const page: PageDocument = {
    context,
    shell,
    messages,
    basename,
    isCheckout,
    assets,
    nonce: c.var.secureHeadersNonce ?? '',
    shellJson: serializeShell(shell, { messagesUrl: assets.messages }),
    fontStylesheet: isCheckout ? null : (c.var.theme.styles.typography.fontUrl ?? null),
  }
  const head = await pageHead(c, page)
  const routerJson = serializeRouterData({ loaderData: context.loaderData, actionData: context.actionData, errors: context.errors })
  const tail = documentTail(assets, page.nonce, routerJson, {
    documentKind: isCheckout ? 'checkout' : 'store',
    hasFont: fontLinks(page.fontStylesheet) !== null,
  })
  const headers = new Headers({ 'content-type': 'text/html; charset=utf-8', 'cache-control': 'private, no-cache' })
  const memoKey = await memoKeyOf(c, page, routerJson)
  const remembered = memoKey ? memo.get(memoKey) : null
  if (remembered !== null) {
    headers.append('server-timing', 'render;desc="memo"')
    return new Response(head + swapNonce(remembered, noncePlaceholder(), page.nonce) + tail, { status: context.statusCode, headers })
  }
  return renderDocument(c, handler, page, { head, tail, headers, memoKey })
}
