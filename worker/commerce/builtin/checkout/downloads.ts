import { DOWNLOAD_LINK_DAYS } from '../../../../domain/constants'
import { isNftListing } from '../../../../domain/product-type'
import type { OrderDownload } from '../../../../domain/schemas/checkout'
import { isRandomId, randomId } from '../random-id'
import type { DigitalDownload } from '../../port/checkout'
import {
  countDownload,
  type DownloadGrant,
  DOWNLOAD_TOKEN_PREFIX,
  downloadGrantsOfOrder,
  findDownloadGrant,
  type NewDownloadGrant,
} from '../db/download-grants'
import { isDownloadAvailable } from '../rules/download-availability'
import { type CheckoutContext, storeLink } from './context'
import { itemName, type PricedLine } from './line-items'

const DAY_MS = 24 * 60 * 60 * 1000

/** One grant per digital or NFT line of an order about to be placed; none for physical lines. */
export function downloadGrantsFor(checkoutId: string, lines: readonly PricedLine[], at: string): NewDownloadGrant[] {
  const expiresAt = new Date(Date.parse(at) + DOWNLOAD_LINK_DAYS * DAY_MS).toISOString()
  return lines.flatMap((line, position) => {
    const { item } = line
    if (item.physical) return []
    return [
      {
        token: randomId(DOWNLOAD_TOKEN_PREFIX),
        checkoutId,
        storeId: item.storeId,
        position,
        listingId: item.listingId,
        productId: item.productId,
        variationId: item.variationId,
        title: itemName(item),
        listingSlug: item.listingSlug,
        color: item.color,
        hex: item.hex,
        mockup: item.mockup,
        artwork: item.artwork,
        kind: isNftListing(item) ? 'certificate' : 'file',
        createdAt: at,
        expiresAt,
      },
    ]
  })
}

const downloadLink = (ctx: Pick<CheckoutContext, 'storeOrigin'>, token: string): string => storeLink(ctx, `/downloads/${token}`)

/** The confirmation email's part about digital items: nothing when every item is physical. */
export function downloadsMailSection(ctx: Pick<CheckoutContext, 'storeOrigin'>, grants: readonly NewDownloadGrant[]): string[] {
  if (grants.length === 0) return []
  const certificates = grants.some((grant) => grant.kind === 'certificate')
  return [
    '',
    'Digital items (nothing is shipped for these, download them now):',
    ...grants.flatMap((grant) => [`  ${grant.title}`, `  ${downloadLink(ctx, grant.token)}`]),
    `Each link is yours alone and works for ${DOWNLOAD_LINK_DAYS} days; the same links are on your order's thank-you page.`,
    ...(certificates
      ? ['A digital collectible downloads as its artwork with a certificate of ownership that names this order number.']
      : []),
    `A link not working? Contact us at ${storeLink(ctx, '/contact')} with your order number.`,
  ]
}

/** The download links the owner of a paid order sees; none once canceled or unpaid. */
export async function orderDownloads(ctx: CheckoutContext, orderId: number): Promise<OrderDownload[]> {
  const grants: DownloadGrant[] = await downloadGrantsOfOrder(ctx.db, orderId)
  const now = ctx.now().getTime()
  return grants
    .filter((grant) => grant.orderPaid && now < Date.parse(grant.expiresAt))
    .map((grant) => ({ title: grant.title, url: downloadLink(ctx, grant.token) }))
}

/** GET /downloads/{token}: the grant behind a working link, counted as one download; null for any link that does not work here. */
export async function claimDownload(
  ctx: CheckoutContext,
  { token, storeSlug }: { token: string; storeSlug: string },
): Promise<DigitalDownload | null> {
  const grant = isRandomId(token, DOWNLOAD_TOKEN_PREFIX) ? await findDownloadGrant(ctx.db, token) : null
  if (!grant || !isDownloadAvailable(grant, storeSlug, ctx.now())) return null
  await countDownload(ctx.db, token)
  return grant
}
