import {
  type ActionFunctionArgs,
  Link,
  type LoaderFunctionArgs,
  redirect,
  useActionData,
  useLoaderData,
  useSearchParams,
} from 'react-router'
import { ApiError } from '../../api/http-api'
import { apiFrom } from '../../api/get-api'
import type { PageHandle } from '../../app/page-meta'
import { useT } from '../../i18n'
import { listingNotFound } from './listing-answers'
import type { PreorderRefused } from './preorder-action'
import { PreorderForm } from './preorder-form'
import { idParam, resolveSelection } from './selection'

interface PreorderPageData {
  slug: string
  title: string
  /** What is pre-ordered: the colour and the size, as the listing names them. */
  choice: string
  colorId: number
  sizeId: number | null
}

/**
 * /listing/{slug}/preorder?color=&size=: the pre-order form as a page of its own, where a
 * pre-order listing's button leads before the scripts have hydrated or without them (ADR
 * 155); once hydrated the button opens the modal instead. A listing that takes orders
 * goes back to its own page.
 */
export async function loader({ params, request, context }: LoaderFunctionArgs): Promise<PreorderPageData> {
  const slug = params.slug ?? ''
  const query = new URL(request.url).searchParams
  const productId = idParam(query.get('product')) ?? undefined
  const answer = await apiFrom(context)
    .listing(slug, productId)
    .catch((error: unknown) => {
      if (error instanceof ApiError && (error.status === 400 || error.status === 404)) return null
      throw error
    })
  const listing = answer && (answer.errors?.length ?? 0) === 0 ? answer.listing : null
  if (!listing) return listingNotFound()
  if (listing.checkout_flow !== 1) throw redirect(`/listing/${encodeURIComponent(slug)}`)
  const selection = resolveSelection(listing, {
    product: productId,
    variation: idParam(query.get('color')),
    size: idParam(query.get('size')),
  })
  if (!selection) return listingNotFound()
  const { variation, size } = selection
  return {
    slug,
    title: listing.title,
    choice: [variation.color, size?.label].filter(Boolean).join(' · '),
    colorId: variation.variationId,
    sizeId: size?.id ?? null,
  }
}

/** The form posted before or without scripts; its code loads only on the worker. */
export async function action(args: ActionFunctionArgs) {
  const { preorderAction } = await import('./preorder-action')
  return preorderAction(args)
}

export const handle: PageHandle<PreorderPageData> = {
  meta: ({ t, data }) => ({ title: data ? `${t('preorder.title')} · ${data.title}` : t('preorder.title'), noIndex: true }),
}

export function Component() {
  const t = useT()
  const page = useLoaderData() as PreorderPageData
  const refused = useActionData() as PreorderRefused | undefined
  const [search] = useSearchParams()
  const back = `/listing/${encodeURIComponent(page.slug)}?variation=${page.colorId}${page.sizeId === null ? '' : `&size=${page.sizeId}`}`
  return (
    <section className="page page--narrow container" aria-labelledby="preorder-title">
      <h1 id="preorder-title">{t('preorder.title')}</h1>
      <p>
        <strong>{page.title}</strong>
        {page.choice ? <span className="muted">{` · ${page.choice}`}</span> : null}
      </p>
      <PreorderForm colorId={page.colorId} sizeId={page.sizeId} refused={refused} sent={search.has('sent')} />
      <p className="preorder__back">
        <Link to={back}>{page.title}</Link>
      </p>
    </section>
  )
}
