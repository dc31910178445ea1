import type { Catalogue } from '../i18n'
import { createTranslator } from '../i18n'
import { collectPageMeta, documentBodyClass, documentTitle } from './page-meta'
import type { ShellData } from './shell'
import { type DataRouter, isRouteErrorResponse, type RouterState } from 'react-router'

type Router = Pick<DataRouter, 'state' | 'subscribe'>

/** The status the page answers with: a route's thrown error response, else 200. */
function pageStatus(state: RouterState): number {
  const errors = Object.values(state.errors ?? {})
  const response = errors.find(isRouteErrorResponse)
  if (response) return response.status
  return errors.length ? 500 : 200
}

/**
 * Keeps the title and the page's body classes (`home`, `preview`) true after client-side
 * navigation, from the same route `handle.meta` the worker renders into the first page.
 * Merchant CSS that targets `body.home` must not leak onto the next page.
 */
export function syncDocumentHead(router: Router, shell: ShellData, doc: Document = document): () => void {
  const t = createTranslator(shell.localization.buyer_locale, shell.messages as Catalogue) as (
    key: string,
    params?: Record<string, string | number>,
  ) => string
  let managed = new Set(doc.body.className.split(/\s+/).filter(Boolean))
  let lastLocation = router.state.location
  return router.subscribe((state) => {
    if (state.navigation.state !== 'idle' || state.location === lastLocation) return
    lastLocation = state.location
    const meta = collectPageMeta(state.matches, state.loaderData, shell, t, pageStatus(state))
    doc.title = documentTitle(meta, shell)
    const next = new Set(documentBodyClass(meta, shell).split(' ').filter(Boolean))
    for (const name of managed) if (!next.has(name)) doc.body.classList.remove(name)
    for (const name of next) doc.body.classList.add(name)
    managed = next
  })
}
