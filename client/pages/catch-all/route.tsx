import { data, type LoaderFunctionArgs, useLoaderData } from 'react-router'
import { apiFrom } from '../../api/get-api'
import { resolveExtraPage } from './extra-pages'
import type { ExtraPage } from '../../../domain/schemas/theme'
import type { PageHandle } from '../../app/page-meta'
import { ExtraPageView } from '../about/extra-page'
import { listingMeta } from '../listing/listing-meta'
import { ListingView } from '../listing/listing-view'
import { ListingRetry } from '../listing/listing-retry'
import {
  type ListingData,
  type ListingUnavailable,
  listingNotFound,
  listingUnavailable,
  loadListing,
  reloadsForNewPathOrRetry,
  type UnavailableAnswer,
} from '../listing/load-listing'
import { type CollectionData, CollectionView } from './collection-view'
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
export async function loader({ params, request, context }: LoaderFunctionArgs): Promise<CatchAllData | UnavailableAnswer> {
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
    const listing = await loadListing(api, target.slug, request)
    if (!listing) return listingNotFound()
    return listing.kind === 'listing-unavailable' ? listingUnavailable(listing) : listing
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
}

export function Component() {
  const loaded = useLoaderData() as CatchAllData
  if (loaded.kind === 'page') return <ExtraPageView page={loaded.page} />
  if (loaded.kind === 'listing-unavailable') return <ListingRetry />
  return loaded.kind === 'listing' ? <ListingView data={loaded} /> : <CollectionView data={loaded} />
}
