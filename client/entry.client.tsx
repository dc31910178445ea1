import { startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { createBrowserRouter, matchRoutes } from 'react-router'
import { RouterProvider } from 'react-router/dom'
import { AppProviders } from './app-providers'
import { isCheckoutPath } from '../domain/page-path'
import { tracker } from './analytics/tracker'
import { createHttpApi } from './api/http-api'
import { syncDocumentHead } from './app/document-head-sync'
import type { PageHandle } from './app/page-meta'
import { setBrowserApi } from './api/get-api'
import { previewTokenFromHash } from './preview/preview-hash'
import { loadShell } from './app/load-shell'
import { type RouterData, readRouterData } from './app/router-data'
import { readShellFromDocument } from './app/shell'
import { importWhenReachable } from './app/import-when-reachable'
import { whenInteractive } from './app/when-interactive'
import { routes } from './routes'
import './styles/base.css'

/**
 * Lazy pages matched by the server must be loaded before hydration, or React Router would
 * render nothing for them at first and React would mismatch; so must what their render used
 * (a page's `handle.beforeHydrate`). A route's module becomes the route's own, as React
 * Router's `lazy` does once loaded.
 */
async function loadMatchedPages(basename: string, loaderData: RouterData['loaderData']): Promise<void> {
  const url = new URL(window.location.href)
  const matches = matchRoutes(routes, url, basename || undefined) ?? []
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return
      const module = await route.lazy()
      Object.assign(route, { ...module, lazy: undefined })
      await (module.handle as PageHandle | undefined)?.beforeHydrate?.(url, route.id ? loaderData[route.id] : undefined)
    }),
  )
}

async function start(): Promise<void> {
  // A preview link reloads the page once its token is accepted: nothing to hydrate yet. Its
  // code loads only for such a link.
  if (previewTokenFromHash(window.location.hash)) {
    const { startPreviewFromHash } = await import('./preview/start-preview')
    if ((await startPreviewFromHash()) === 'started') return
  }
  // Read before any navigation: the attribution of the visit (spec section 7).
  const landing = window.location.search
  // Checkout pages give the pixels nothing, even what is tracked before they are decided on.
  tracker.setPaused(isCheckoutPath(window.location.pathname))
  const written = readShellFromDocument(document)
  // The catalogue arrives while the matched pages load.
  const loadingShell = loadShell(written)
  setBrowserApi(createHttpApi(written))
  const hydrationData = readRouterData(document)
  const [shell] = await Promise.all([loadingShell, loadMatchedPages(written.basename, hydrationData.loaderData)])
  // The page's locale prefix (`/de`) is the router's basename: every link and navigation stays in it.
  const router = createBrowserRouter(routes, { basename: written.basename || undefined, hydrationData })
  // As a transition, hydration yields to the browser every few milliseconds instead of
  // holding the main thread for the whole page (a phone's longest task at load); input that
  // arrives meanwhile is replayed once its part of the page has hydrated.
  startTransition(() => {
    hydrateRoot(
      document.getElementById('root') as HTMLElement,
      <AppProviders shell={shell}>
        <RouterProvider router={router} />
      </AppProviders>,
      {
        onRecoverableError(error) {
          console.warn('Hydration recovered from', error)
        },
      },
    )
  })
  syncDocumentHead(router, shell)
  // Attribution and pixels wait for a hydrated page and a quiet moment (ADR 158).
  whenInteractive(() => {
    void importWhenReachable(() => import('./analytics/boot')).then(({ bootAnalytics }) => bootAnalytics({ shell, router, landing }))
  })
}

void start()
