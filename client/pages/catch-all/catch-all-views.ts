import type { ComponentType } from 'react'

/** What the catch-all route renders: a listing, a collection or a theme's extra page. */
export type CatchAllView = 'listing' | 'collection' | 'page'

// Each kind's view is a chunk of its own, so a collection does not download the listing's
// code (and the reverse). The route's loader (server and browser) and, before hydration,
// the entry wait for the one the page shows: it renders with no Suspense in between.
const load: Record<CatchAllView, () => Promise<ComponentType<never>>> = {
  // The listing page's own component (it reads the same loader data): one chunk with /listing/{slug}.
  listing: () => import('../listing/route').then((m) => m.Component as ComponentType<never>),
  collection: () => import('./collection-view').then((m) => m.CollectionView as ComponentType<never>),
  page: () => import('../about/extra-page').then((m) => m.ExtraPageView as ComponentType<never>),
}

/** Each view's source module, whose chunk the worker preloads with the page (docs/decisions/161-catch-all-loads-only-its-view.md). */
export const VIEW_MODULES: Record<CatchAllView, string> = {
  listing: 'client/pages/listing/route.tsx',
  collection: 'client/pages/catch-all/collection-view.tsx',
  page: 'client/pages/about/extra-page.tsx',
}

const loaded = new Map<CatchAllView, ComponentType<never>>()

/** Loads a kind's view once; later calls answer at once. */
export async function loadView(kind: CatchAllView): Promise<void> {
  if (!loaded.has(kind)) loaded.set(kind, await load[kind]())
}

/** The view once loaded (loadView has run for every page the route renders). */
export function loadedView<Props>(kind: CatchAllView): ComponentType<Props> {
  const view = loaded.get(kind)
  if (!view) throw new Error(`The ${kind} view was rendered before it loaded`)
  return view as ComponentType<Props>
}
