import { formatMoney } from '../../../../domain/money'
import type { StoreImport } from '../../../../domain/schemas/store-import'
import type { Theme } from '../../../../domain/schemas/theme'
import { formatPath } from './store-import-validate'

/**
 * What an import will put live, and what in it a creator likely did not mean: read from a
 * valid file before anything is written (`npm run store:import -- --dry-run` prints both;
 * a real import prints the warnings). Money in the import format is USD.
 */

/** Where the worker shows images from: the store itself and these hosts over https (IMAGE_HOSTS). */
export interface ImageHostSetting {
  imageHosts: readonly string[]
}

const usd = (cents: number) => formatMoney(cents, 'USD', 'en-US')

interface ImageUse {
  path: string
  url: string
}

function themeImages(theme: Theme, root: string): ImageUse[] {
  const { content } = theme
  const at = (path: string, url: string | undefined) => (url ? [{ path: `${root}.content.${path}`, url }] : [])
  return [
    ...at('favicon', content.favicon),
    ...at('header.logoUrl', content.header.logoUrl),
    ...at('heroBanner.imageUrl', content.heroBanner.imageUrl),
    ...content.categories.flatMap((category, i) => at(`categories[${i}].imageUrl`, category.imageUrl)),
    ...at('about.heroImageUrl', content.about.heroImageUrl),
  ]
}

function productImages(data: StoreImport): ImageUse[] {
  return data.listings.flatMap((listing, li) =>
    listing.products.flatMap((product, pi) =>
      product.variations.flatMap((variation, vi) =>
        variation.images.map((image, ii) => ({
          path: formatPath(['listings', li, 'products', pi, 'variations', vi, 'images', ii, 'url']),
          url: image.url,
        })),
      ),
    ),
  )
}

/** An image's host, or null for a path on the store itself. */
function hostOf(url: string): string | null {
  if (url.trim().startsWith('/') && !url.trim().startsWith('//')) return null
  try {
    return new URL(url.trim().startsWith('//') ? `https:${url.trim()}` : url).host.toLowerCase()
  } catch {
    return url
  }
}

function isShown(url: string, { imageHosts }: ImageHostSetting): boolean {
  const host = hostOf(url)
  if (host === null) return true
  return /^(https:)?\/\//i.test(url.trim()) && imageHosts.includes(host)
}

interface Amount {
  path: string
  cents: number
}

function amounts(data: StoreImport): Amount[] {
  const sizes = data.listings.flatMap((listing, li) =>
    listing.products.flatMap((product, pi) =>
      product.sizes.map((size, si) => ({
        path: `${formatPath(['listings', li, 'products', pi, 'sizes', si])} (${listing.title}, ${size.label})`,
        cents: size.price,
      })),
    ),
  )
  const promos = data.promoCodes.flatMap((promo, i) => [
    ...(promo.amount === undefined ? [] : [{ path: `${formatPath(['promoCodes', i, 'amount'])} (${promo.code})`, cents: promo.amount }]),
    { path: `${formatPath(['promoCodes', i, 'minSubtotal'])} (${promo.code})`, cents: promo.minSubtotal },
  ])
  return [...sizes, ...promos]
}

const listed = (items: readonly string[], most = 3) =>
  items.length > most ? `${items.slice(0, most).join(', ')} and ${items.length - most} more` : items.join(', ')

/** Likely mistakes: amounts under $1 (cents read as dollars) and images the page's CSP will block. */
export function storeImportWarnings(data: StoreImport, setting: ImageHostSetting): string[] {
  const warnings: string[] = []
  const small = amounts(data).filter((amount) => amount.cents > 0 && amount.cents < 100)
  if (small.length > 0) {
    warnings.push(
      `${small.length === 1 ? 'An amount is' : `${small.length} amounts are`} under $1.00: ${listed(small.map((a) => `${a.path} ${usd(a.cents)}`))}. ` +
        'priceCents counts cents (1800 is $18.00); to write dollars use price: "18.00" (amount, minSubtotal likewise)',
    )
  }
  const blocked = new Map<string, ImageUse[]>()
  for (const use of [
    ...themeImages(data.theme, 'theme'),
    ...(data.draftTheme ? themeImages(data.draftTheme, 'draftTheme') : []),
    ...productImages(data),
  ]) {
    if (isShown(use.url, setting)) continue
    const host = hostOf(use.url) ?? use.url
    blocked.set(host, [...(blocked.get(host) ?? []), use])
  }
  const now = setting.imageHosts.length ? `now "${setting.imageHosts.join(',')}"` : 'now empty'
  for (const [host, uses] of blocked) {
    const fix = /^http:/i.test(uses[0].url.trim())
      ? 'pages load images over https only: give its https:// address'
      : `add it to IMAGE_HOSTS (${now}) in wrangler.toml [vars], or .dev.vars locally: IMAGE_HOSTS = "${[...setting.imageHosts, host].join(',')}"`
    warnings.push(
      `${uses.length === 1 ? 'An image' : `${uses.length} images`} on ${host} will not show (${listed(
        uses.map((use) => use.path),
        2,
      )}): the store's pages show images only from the store itself and IMAGE_HOSTS (their Content-Security-Policy img-src); ${fix}`,
    )
  }
  return warnings
}

/** Rows as columns, each as wide as its widest value; the last column is not padded. */
function columns(rows: readonly (readonly string[])[]): string[] {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)))
  return rows.map((row) =>
    row
      .map((cell, i) => (i === row.length - 1 ? cell : cell.padEnd(widths[i] + 2)))
      .join('')
      .trimEnd(),
  )
}

function priceRange(cents: readonly number[]): string {
  const low = Math.min(...cents)
  const high = Math.max(...cents)
  return low === high ? usd(low) : `${usd(low)}–${usd(high)}`
}

/** What will be live once imported: the store and its gate, each product's price and images, the promo codes. */
export function storeImportTable(data: StoreImport, setting: ImageHostSetting): string[] {
  const { store } = data
  const images = (uses: readonly ImageUse[]) => {
    if (uses.length === 0) return 'drawn mockups'
    const hosts = [...new Set(uses.map((use) => hostOf(use.url) ?? 'this store'))]
    return hosts
      .map((host) =>
        uses.some((use) => (hostOf(use.url) ?? 'this store') === host && !isShown(use.url, setting)) ? `${host} (blocked)` : host,
      )
      .join(', ')
  }
  const rows = data.listings.flatMap((listing, li) =>
    listing.products.map((product, pi) => [
      pi === 0 ? `${listing.title}${listing.visibility === 'private' ? ' (private)' : ''}` : '',
      product.name,
      priceRange(product.sizes.map((size) => size.price)),
      images(productImages(data).filter((use) => use.path.startsWith(`listings[${li}].products[${pi}].`))),
    ]),
  )
  const themeUses = themeImages(data.theme, 'theme')
  const promo = (code: StoreImport['promoCodes'][number]) =>
    `${code.code} ${code.type === 'percentage' ? `${code.percentage}%` : usd(code.amount ?? 0)} off` +
    (code.minSubtotal > 0 ? ` from ${usd(code.minSubtotal)}` : '') +
    (code.expiresAt ? ` until ${code.expiresAt.slice(0, 10)}` : '')
  return [
    `Store: ${store.name} (${store.slug}), gate ${store.accessCode ? 'on: shoppers need the access code' : 'off: open to everyone'}` +
      `${data.draftTheme ? ', a draft theme for preview links' : ''}`,
    ...(rows.length ? columns([['LISTING', 'PRODUCT', 'PRICE (USD)', 'IMAGES'], ...rows]) : ['No listings.']),
    `Theme images: ${themeUses.length ? images(themeUses) : 'none'}`,
    `Promo codes: ${data.promoCodes.length ? data.promoCodes.map(promo).join('; ') : 'none'}`,
  ]
}
