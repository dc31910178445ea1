import type * as z from 'zod'
import { StoreImport } from '../../../../domain/schemas/store-import'

/**
 * Reads a store import file: the zod contract first, then the rules that tie its parts
 * together (unique natural keys, references between collections and listings). Every
 * error names the JSON path it is about, so a creator can find it in a large file.
 */

export type StoreImportResult = { ok: true; data: StoreImport } | { ok: false; errors: string[] }

type PathKey = PropertyKey

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/

/** `listings[3].products[0].sizes[1].price`; odd keys (size labels) are quoted. */
export function formatPath(path: readonly PathKey[]): string {
  let out = ''
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`
    else if (typeof key === 'string' && IDENTIFIER.test(key)) out += out ? `.${key}` : key
    else out += `[${JSON.stringify(String(key))}]`
  }
  return out || '(file)'
}

function issueMessages(issues: readonly z.core.$ZodIssue[]): string[] {
  return issues.map((issue) => `${formatPath(issue.path)}: ${issue.message}`)
}

const HOST = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)+$/

type Report = (path: PathKey[], message: string) => void

/** Calls onDuplicate for each item whose key an earlier item already had. */
function duplicates<T>(items: readonly T[], key: (item: T) => string, onDuplicate: (index: number, value: string) => void): void {
  const keys = new Set<string>()
  items.forEach((item, index) => {
    const value = key(item)
    if (keys.has(value)) onDuplicate(index, value)
    keys.add(value)
  })
}

function checkDomains(data: StoreImport, error: Report): void {
  data.store.domains.forEach((host, i) => {
    if (!HOST.test(host)) error(['store', 'domains', i], `'${host}' is not a host name like shop.example.com`)
  })
  duplicates(
    data.store.domains,
    (h) => h,
    (i, h) => error(['store', 'domains', i], `Domain '${h}' is listed twice`),
  )
}

/** Each collection's parent exists and does not loop back; its image listing exists. */
function checkCollections(data: StoreImport, error: Report, listingSlugs: ReadonlySet<string>): void {
  const collectionSlugs = new Set(data.collections.map((c) => c.slug))
  const parentOf = new Map(data.collections.map((c) => [c.slug, c.parent]))
  data.collections.forEach((collection, i) => {
    if (collection.parent !== undefined && !collectionSlugs.has(collection.parent)) {
      error(['collections', i, 'parent'], `No collection has the slug '${collection.parent}'`)
    }
    const visited = new Set([collection.slug])
    for (let parent = collection.parent; parent !== undefined; parent = parentOf.get(parent)) {
      if (visited.has(parent)) {
        error(['collections', i, 'parent'], `Collection '${collection.slug}' is nested inside itself`)
        break
      }
      visited.add(parent)
    }
    if (collection.imageListing !== undefined && !listingSlugs.has(collection.imageListing)) {
      error(['collections', i, 'imageListing'], `No listing has the slug '${collection.imageListing}'`)
    }
  })
}

type Product = StoreImport['listings'][number]['products'][number]

/** A product's sizes and colours are each listed once, and its inventory and size chart name its sizes. */
function checkProduct(product: Product, at: PathKey[], error: Report): void {
  const labels = new Set(product.sizes.map((s) => s.label))
  duplicates(
    product.sizes,
    (s) => s.label,
    (si, l) => error([...at, 'sizes', si, 'label'], `Size '${l}' is listed twice`),
  )
  duplicates(
    product.variations,
    (v) => v.color,
    (vi, c) => error([...at, 'variations', vi, 'color'], `Colour '${c}' is listed twice`),
  )
  product.variations.forEach((variation, vi) => {
    for (const label of Object.keys(variation.inventory)) {
      if (!labels.has(label)) error([...at, 'variations', vi, 'inventory', label], `No size of this product is labelled '${label}'`)
    }
  })
  if (product.details.sizeChart) {
    for (const label of Object.keys(product.details.sizeChart)) {
      if (!labels.has(label)) error([...at, 'details', 'sizeChart', label], `No size of this product is labelled '${label}'`)
    }
  }
}

/** Each listing's collections exist, its product types are unique, and fixed product ids are used once. */
function checkListings(data: StoreImport, error: Report): void {
  const collectionSlugs = new Set(data.collections.map((c) => c.slug))
  const paths = collectionPathsOrEmpty(data)
  const fixedIds = new Map<number, string>()
  data.listings.forEach((listing, li) => {
    listing.collections.forEach((ref, ci) => {
      if (!collectionSlugs.has(ref) && !paths.has(ref))
        error(['listings', li, 'collections', ci], `No collection has the slug or path '${ref}'`)
    })
    duplicates(
      listing.products,
      (p) => p.productType,
      (pi, t) => error(['listings', li, 'products', pi, 'productType'], `Product type '${t}' appears twice in this listing`),
    )
    listing.products.forEach((product, pi) => {
      const at = ['listings', li, 'products', pi]
      checkProduct(product, at, error)
      if (product.fixedProductId !== undefined) {
        const other = fixedIds.get(product.fixedProductId)
        if (other) error([...at, 'fixedProductId'], `Product id ${product.fixedProductId} is already used by listing '${other}'`)
        fixedIds.set(product.fixedProductId, listing.slug)
      }
    })
  })
}

function checkPromoCodes(data: StoreImport, error: Report): void {
  duplicates(
    data.promoCodes,
    (p) => p.code,
    (i, c) => error(['promoCodes', i, 'code'], `Promo code '${c}' is listed twice`),
  )
  data.promoCodes.forEach((promo, i) => {
    if (promo.type === 'percentage' && promo.percentage === undefined)
      error(['promoCodes', i, 'percentage'], 'Percentage codes need a percentage')
    if (promo.type === 'fixed' && promo.amount === undefined)
      error(['promoCodes', i, 'amount'], 'Fixed codes need an amount ("5.00", USD) or amountCents (500)')
  })
}

/** The checks zod cannot express per field: they span the whole file. */
function crossChecks(data: StoreImport): string[] {
  const errors: string[] = []
  const error: Report = (path, message) => errors.push(`${formatPath(path)}: ${message}`)
  checkDomains(data, error)
  duplicates(
    data.collections,
    (c) => c.slug,
    (i, s) => error(['collections', i, 'slug'], `Collection slug '${s}' is used twice`),
  )
  duplicates(
    data.listings,
    (l) => l.slug,
    (i, s) => error(['listings', i, 'slug'], `Listing slug '${s}' is used twice`),
  )
  checkCollections(data, error, new Set(data.listings.map((l) => l.slug)))
  checkListings(data, error)
  checkPromoCodes(data, error)
  return errors
}

/**
 * Each collection's path: its parent's path, a slash, its slug. Throws when a parent is
 * missing or the nesting loops, which the checks above report first.
 */
export function collectionPaths(collections: StoreImport['collections']): Map<string, string> {
  const bySlug = new Map(collections.map((c) => [c.slug, c]))
  const paths = new Map<string, string>()
  const resolve = (slug: string, depth: number): string => {
    const known = paths.get(slug)
    if (known) return known
    const collection = bySlug.get(slug)
    if (!collection) throw new Error(`No collection has the slug '${slug}'`)
    if (depth > collections.length) throw new Error(`Collection '${slug}' is nested inside itself`)
    const path = collection.parent === undefined ? slug : `${resolve(collection.parent, depth + 1)}/${slug}`
    paths.set(slug, path)
    return path
  }
  for (const c of collections) resolve(c.slug, 0)
  return paths
}

function collectionPathsOrEmpty(data: StoreImport): Set<string> {
  try {
    return new Set(collectionPaths(data.collections).values())
  } catch {
    return new Set()
  }
}

export function parseStoreImport(json: unknown): StoreImportResult {
  const parsed = StoreImport.safeParse(json)
  if (!parsed.success) return { ok: false, errors: issueMessages(parsed.error.issues) }
  const errors = crossChecks(parsed.data)
  return errors.length ? { ok: false, errors } : { ok: true, data: parsed.data }
}
