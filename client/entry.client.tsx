import { startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router'
import { AppProviders } from './app-providers'
import { bootAnalytics } from './analytics/boot'
import { createHttpApi } from './api/http-api'
import { syncDocumentHead } from './app/document-head-sync'
import type { PageHandle } from './app/page-meta'
import { setBrowserApi } from './api/get-api'
import { startPreviewFromHash } from './preview/start-preview'
import { readShellFromDocument } from './app/shell'
import { routes } from './routes'
import './styles/base.css'

declare global {
  interface Window {
    __staticRouterHydrationData?: Parameters<typeof createBrowserRouter>[1] extends infer O
      ? O extends { hydrationData?: infer H }
        ? H
        : never
      : never
  }
}

/**
 * Lazy pages matched by the server must be loaded before hydration, or React would mismatch;
 * so must what their render used (a page's `handle.beforeHydrate`).
 */
async function loadMatchedPages(): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? []
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return
      const module = await route.lazy()
      Object.assign(route, { ...module, lazy: undefined })
      await (module.handle as PageHandle | undefined)?.beforeHydrate?.(new URL(window.location.href))
    }),
  )
}

async function start(): Promise<void> {
  // A preview link reloads the page once its token is accepted: nothing to hydrate yet.
  if ((await startPreviewFromHash()) === 'started') return
  const shell = readShellFromDocument(document)
  setBrowserApi(createHttpApi(shell))
  await loadMatchedPages()
  const router = createBrowserRouter(routes, { hydrationData: window.__staticRouterHydrationData })
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
  bootAnalytics({ shell, router })
}

void start()
