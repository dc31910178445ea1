import { data, type LoaderFunctionArgs, useLoaderData } from 'react-router'
import { apiFrom } from '../../api/get-api'
import { resolveExtraPage } from './extra-pages'
import type { ExtraPage } from '../../../domain/schemas/theme'
import type { PageHandle } from '../../app/page-meta'
import { listingMeta } from '../listing/listing-meta'
import {
  type ListingData,
  type ListingUnavailable,
  beforeListingHydrates,
  listingNotFound,
  listingUnavailable,
  reloadsForNewPathOrRetry,
  type UnavailableAnswer,
} from '../listing/listing-answers'
import type { CollectionData } from './collection-view'
import { type CatchAllView, loadedView, loadView, VIEW_MODULES } from './catch-all-views'
import { ancestorPaths, resolvePath } from './resolve-path'

interface ExtraPageData {
  kind: 'page'
  page: ExtraPage
}

type CatchAllData = ListingData | ListingUnavailable | CollectionData | ExtraPageData

function notFound(): never {
  throw data({ kind: 'page' }, { status: 404 })
}

/**
 * A theme's extra page, `/{listing-slug}` or a (nested) collection path; anything else is
 * the 404 page. A single segment that is no collection names a listing, so a missing one
 * is a missing listing, as at /listing/{slug}: 'Listing not found' with status 404 from the
 * server, /listing-not-found on a navigation in the browser (spec section 8).
 */
export async function loader(args: LoaderFunctionArgs): Promise<CatchAllData | UnavailableAnswer> {
  const loaded = await resolveCatchAll(args)
  const kind = viewOf(loaded)
  // A listing's render waits for the parts that hydrate after the page too (ADR 164); hydration, only for its view.
  if (kind)
    await Promise.all([loadView(kind), kind === 'listing' ? import('../listing/later-parts').then((m) => m.loadListingParts()) : null])
  // Answered with 503 (and the retry page loaded) once its view is known.
  return loaded.kind === 'listing-unavailable' ? listingUnavailable(loaded) : loaded
}

/** The view a page's data is shown with. */
function viewOf(loaded: unknown): CatchAllView | null {
  const kind = (loaded as { kind?: string } | undefined)?.kind
  if (kind === 'listing' || kind === 'listing-unavailable') return 'listing'
  return kind === 'collection' || kind === 'page' ? kind : null
}

async function resolveCatchAll({ params, request, context }: LoaderFunctionArgs): Promise<CatchAllData> {
  const api = apiFrom(context)
  const extra = resolveExtraPage(api.theme(), `/${params['*'] ?? ''}`)
  if (extra) return { kind: 'page', page: extra }
  const collections = api.knownCollections()
  const target = resolvePath(
    params['*'] ?? '',
    collections.map((collection) => collection.path),
  )
  if (target.kind === 'unknown') notFound()
  if (target.kind === 'listing') {
    const { loadListing } = await import('../listing/load-listing')
    const listing = await loadListing(api, target.slug, request)
    if (!listing) return listingNotFound()
    return listing
  }
  const page = await api.collection(target.path)
  if (!page) notFound()
  const trail = ancestorPaths(page.collection.path).flatMap((path) => {
    const parent = collections.find((collection) => collection.path === path)
    return parent ? [{ path, name: parent.name }] : []
  })
  return { kind: 'collection', page, trail }
}

/** Query changes (page, colour, size) are handled in the page; a new path or Try again reloads. */
export const shouldRevalidate = reloadsForNewPathOrRetry

export const handle: PageHandle<CatchAllData> = {
  meta: ({ data: loaded, shell, t }) => {
    if (!loaded) return {}
    if (loaded.kind === 'listing' || loaded.kind === 'listing-unavailable') return listingMeta({ data: loaded, shell, t })
    if (loaded.kind === 'page') return { title: loaded.page.title }
    const page = loaded.page
    return { title: page.collection.name, preloadImage: page.products[0]?.imageUrl ?? null }
  },
  modules: (loaded) => {
    const kind = viewOf(loaded)
    return kind ? [VIEW_MODULES[kind]] : []
  },
  beforeHydrate: async (_url, loaded) => {
    const kind = viewOf(loaded)
    if (kind) await Promise.all([loadView(kind), beforeListingHydrates(loaded)])
  },
}

export function Component() {
  const loaded = useLoaderData() as CatchAllData
  if (loaded.kind === 'listing' || loaded.kind === 'listing-unavailable') {
    const ListingPage = loadedView<object>('listing')
    return <ListingPage />
  }
  if (loaded.kind === 'page') {
    const ExtraPageView = loadedView<{ page: ExtraPage }>('page')
    return <ExtraPageView page={loaded.page} />
  }
  const CollectionView = loadedView<{ data: CollectionData }>('collection')
  return <CollectionView data={loaded} />
}
