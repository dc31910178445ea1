import type { PageMeta } from '../../app/page-meta'
import type { ShellData } from '../../app/shell'
import type { ListingData, ListingUnavailable } from './listing-answers'

type Translate = (key: string) => string

/** Title, description and the LCP image of a listing page. */
export function listingMeta({
  data,
  shell,
  t,
}: {
  data: ListingData | ListingUnavailable | undefined
  shell: ShellData
  t: Translate
}): PageMeta {
  if (data?.kind === 'listing-unavailable') return { title: t('listing.unavailableTitle'), noIndex: true }
  if (!data?.listing) return {}
  return {
    title: data.listing.title,
    description: data.listing.description.slice(0, 300) || undefined,
    image: data.leadImage ? new URL(data.leadImage, shell.origin).href : null,
    preloadImage: data.leadImage,
    preloadLayout: 'gallery',
    noIndex: data.listing.visibility === 'private',
    // Reachable as /listing/{slug} and /{slug}: one of them is the page to index.
    canonicalPath: `/listing/${data.listing.slug}`,
  }
}
