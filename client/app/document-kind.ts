import { type LoaderFunction, redirectDocument, type ShouldRevalidateFunction } from 'react-router'

/**
 * Which document a page lives in. Checkout pages are a document of their own: the payment
 * CSP, no merchant CSS, fonts or pixels (PCI SAQ A: no merchant script on the page where
 * cards are typed). The server stamps the kind on <html data-document>.
 */
export type DocumentKind = 'checkout' | 'store'

/**
 * The hosted checkout (`/buy/…`) is the worker's own page outside the route table: arriving
 * there is always a full page load, like every checkout.
 */
function isWorkerDocumentPath(pathname: string): boolean {
  return pathname === '/buy' || pathname.startsWith('/buy/')
}

/**
 * A loader for the layout route of each kind: moving between kinds inside the app is a full
 * page load, however the shopper arrives (a link, the Checkout button, the back button), so
 * the checkout never inherits the store page's document, and the store never the checkout's;
 * so is moving to one of the worker's own documents. On the server there is no document yet:
 * the render is the new one.
 */
export function documentBoundary(kind: DocumentKind): LoaderFunction {
  return ({ request }) => {
    if (typeof document === 'undefined') return null
    const own = document.documentElement.dataset.document === kind && !isWorkerDocumentPath(new URL(request.url).pathname)
    return own ? null : redirectDocument(request.url)
  }
}

/**
 * The store layout stays matched from page to page, so React Router would not run its
 * boundary again on the way to a worker's document (`/buy/…`, matched by the catch-all).
 */
export const revalidateBoundary: ShouldRevalidateFunction = ({ nextUrl, defaultShouldRevalidate }) =>
  isWorkerDocumentPath(nextUrl.pathname) || defaultShouldRevalidate
