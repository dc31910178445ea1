/** Where a download link's order stands. */
interface GrantState {
  storeSlug: string
  orderPaid: boolean
  expiresAt: string
}

/** A link works on its own store's address, for a paid order, until it expires. */
export function isDownloadAvailable(grant: GrantState, storeSlug: string, now: Date): boolean {
  return grant.storeSlug === storeSlug && grant.orderPaid && now.getTime() < Date.parse(grant.expiresAt)
}
