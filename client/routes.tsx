import type { RouteObject } from 'react-router'
import { RouteError } from './components/route-error'
import { type DocumentKind, documentBoundary, revalidateBoundary } from './app/document-kind'
import { RootLayout } from './theme/root-layout'

/**
 * The one route table, used by the worker's SSR and by the browser router. Pages load
 * lazily so each route ships only its own code; `routeModules` names each page's source file so
 * the worker can preload that route's chunk and CSS from the Vite manifest.
 */
export const routeModules: Record<string, string> = {}

function page(id: string, path: string, module: string, load: RouteObject['lazy']): RouteObject {
  routeModules[id] = module
  return { id, path, lazy: load }
}

function indexPage(id: string, module: string, load: RouteObject['lazy']): RouteObject {
  routeModules[id] = module
  return { id, index: true, lazy: load }
}

/**
 * A pathless layout route whose component is lazy too: the checkout frame and the store's.
 * Each document loads only its own frame (ADR 156); a navigation between them is a full
 * document load, so the store's is revalidated only when it comes back (revalidateBoundary).
 */
function layout(id: string, module: string, load: RouteObject['lazy'], kind: DocumentKind, children: RouteObject[]): RouteObject {
  routeModules[id] = module
  const boundary = { id, lazy: load, loader: documentBoundary(kind), children }
  return kind === 'store' ? { ...boundary, shouldRevalidate: revalidateBoundary } : boundary
}

/** The store's frame; on the server, with its header and footer, which the browser hydrates after the page (ADR 162). */
async function loadStoreLayout() {
  const { Component, frameReady } = await import('./theme/store-layout')
  await frameReady()
  return { Component }
}

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    children: [
      // Checkout pages: their own frame, no merchant CSS, the payment CSP (worker/render/render-page.tsx).
      layout('checkout-layout', 'client/pages/checkout/layout.tsx', () => import('./pages/checkout/layout'), 'checkout', [
        {
          id: 'checkout-boundary',
          errorElement: <RouteError />,
          children: [
            page(
              'checkout-express',
              'checkout/express',
              'client/pages/checkout/express-route.tsx',
              () => import('./pages/checkout/express-route'),
            ),
            page('checkout', 'checkout/:checkoutId', 'client/pages/checkout/route.tsx', () => import('./pages/checkout/route')),
          ],
        },
      ]),
      layout('store-layout', 'client/theme/store-layout.tsx', loadStoreLayout, 'store', [
        {
          id: 'store-boundary',
          errorElement: <RouteError />,
          children: [
            indexPage('home', 'client/pages/home/route.tsx', () => import('./pages/home/route')),
            page('search', 'search', 'client/pages/search/route.tsx', () => import('./pages/search/route')),
            page('listing', 'listing/:slug', 'client/pages/listing/route.tsx', () => import('./pages/listing/route')),
            page(
              'listing-preorder',
              'listing/:slug/preorder',
              'client/pages/listing/preorder-route.tsx',
              () => import('./pages/listing/preorder-route'),
            ),
            page('cart', 'cart', 'client/pages/cart/route.tsx', () => import('./pages/cart/route')),
            page('thankyou', 'thankyou', 'client/pages/thankyou/route.tsx', () => import('./pages/thankyou/route')),
            page('login', 'login', 'client/pages/login/route.tsx', () => import('./pages/login/route')),
            page('about', 'about', 'client/pages/about/route.tsx', () => import('./pages/about/route')),
            page('terms-of-use', 'terms-of-use', 'client/pages/legal/terms-route.tsx', () => import('./pages/legal/terms-route')),
            page('privacy-policy', 'privacy-policy', 'client/pages/legal/privacy-route.tsx', () => import('./pages/legal/privacy-route')),
            page('support', 'support', 'client/pages/support/route.tsx', () => import('./pages/support/route')),
            page(
              'support-article',
              'support/:postSlug',
              'client/pages/support/article-route.tsx',
              () => import('./pages/support/article-route'),
            ),
            page('support-rest', 'support/*', 'client/pages/support/rest-route.tsx', () => import('./pages/support/rest-route')),
            page('live-chat', 'live-chat', 'client/pages/support/live-chat-route.tsx', () => import('./pages/support/live-chat-route')),
            page('contact', 'contact', 'client/pages/contact/route.tsx', () => import('./pages/contact/route')),
            page(
              'contact-success',
              'contact-success',
              'client/pages/contact/success-route.tsx',
              () => import('./pages/contact/success-route'),
            ),
            page('track', 'track', 'client/pages/track/route.tsx', () => import('./pages/track/route')),
            page('track-recover', 'track/recover', 'client/pages/track/recover-route.tsx', () => import('./pages/track/recover-route')),
            page('localization', 'localization', 'client/pages/localization/route.tsx', () => import('./pages/localization/route')),
            page('not-found', '404', 'client/pages/not-found/route.tsx', () => import('./pages/not-found/route')),
            page(
              'listing-not-found',
              'listing-not-found',
              'client/pages/not-found/listing-route.tsx',
              () => import('./pages/not-found/listing-route'),
            ),
            // Anything else: a listing slug, a (nested) collection path, a theme page, or 404.
            page('catch-all', '*', 'client/pages/catch-all/route.tsx', () => import('./pages/catch-all/route')),
          ],
        },
      ]),
    ],
  },
]
