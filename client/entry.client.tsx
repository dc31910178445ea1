import { startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { AppProviders } from './app-providers'
import { bootAnalytics } from './analytics/boot'
import { createHttpApi } from './api/http-api'
import { syncDocumentHead } from './app/document-head-sync'
import { isWorkerDocumentPath } from './app/document-kind'
import type { PageHandle } from './app/page-meta'
import { setBrowserApi } from './api/get-api'
import { startPreviewFromHash } from './preview/start-preview'
import { loadShell } from './app/load-shell'
import { readShellFromDocument } from './app/shell'
import { type ClientRouter, createClientRouter } from './router/client-router'
import { browserHistory } from './router/history-port'
import { readRouterData } from './router/router-data'
import { ClientRouterView } from './router/route-view'
import { routes } from './routes'
import './styles/base.css'

/**
 * Lazy pages matched by the server must be loaded before hydration, or React would mismatch;
 * so must what their render used (a page's `handle.beforeHydrate`).
 */
async function loadMatchedPages(router: ClientRouter): Promise<void> {
  await router.ready()
  const url = new URL(window.location.href)
  await Promise.all(router.state.matches.map(({ route }) => (route.handle as PageHandle | undefined)?.beforeHydrate?.(url)))
}

async function start(): Promise<void> {
  // A preview link reloads the page once its token is accepted: nothing to hydrate yet.
  if ((await startPreviewFromHash()) === 'started') return
  const written = readShellFromDocument(document)
  // The catalogue arrives while the matched pages load.
  const loadingShell = loadShell(written)
  setBrowserApi(createHttpApi(written))
  const router = createClientRouter({
    routes,
    data: readRouterData(document),
    history: browserHistory(window),
    isDocumentPath: isWorkerDocumentPath,
  })
  const [shell] = await Promise.all([loadingShell, loadMatchedPages(router)])
  // As a transition, hydration yields to the browser every few milliseconds instead of
  // holding the main thread for the whole page (a phone's longest task at load); input that
  // arrives meanwhile is replayed once its part of the page has hydrated.
  startTransition(() => {
    hydrateRoot(
      document.getElementById('root') as HTMLElement,
      <AppProviders shell={shell}>
        <ClientRouterView router={router} />
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
