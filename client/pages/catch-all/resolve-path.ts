/** What a path outside the named routes stands for (spec section 2). */
export type PathTarget = { kind: 'collection'; path: string } | { kind: 'listing'; slug: string } | { kind: 'unknown' }

const SEGMENT = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/**
 * `/{collectionSlug}` (nested: `/apparel/hoodies`) names a collection the store has;
 * another single segment is a listing slug (`/{listing-slug}`); anything else is unknown.
 * A nested path the store does not list is still tried as a collection, loaded on demand.
 */
export function resolvePath(splat: string, collectionPaths: readonly string[]): PathTarget {
  const path = splat.replace(/^\/+|\/+$/g, '').toLowerCase()
  const segments = path.split('/')
  if (path === '' || !segments.every((segment) => SEGMENT.test(segment))) return { kind: 'unknown' }
  if (collectionPaths.includes(path)) return { kind: 'collection', path }
  if (segments.length === 1) return { kind: 'listing', slug: path }
  return { kind: 'collection', path }
}

/** The ancestors of a nested collection path: `a/b/c` → `a`, `a/b`. */
export function ancestorPaths(path: string): string[] {
  const segments = path.split('/')
  return segments.slice(0, -1).map((_, i) => segments.slice(0, i + 1).join('/'))
}
