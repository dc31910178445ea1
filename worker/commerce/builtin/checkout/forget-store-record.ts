import { storeKey } from '../../../lib/cache-key'
import { log } from '../../../lib/logger'
import type { CheckoutContext } from './context'

/**
 * After a write that moved the store's catalogue version on (a size sold out, or offered
 * again when a canceled order gave its units back): KV's copy of the store is dropped, so
 * the next page reads the new version, and so renders afresh, at once.
 */
export async function forgetStoreRecord(ctx: Pick<CheckoutContext, 'db' | 'cache'>, storeId: number): Promise<void> {
  try {
    const store = await ctx.db.prepare('SELECT slug FROM stores WHERE id = ?1').bind(storeId).first<{ slug: string }>()
    if (store) await ctx.cache.delete(storeKey(store.slug))
  } catch (error) {
    // The write stands; the store's copy then retires at the end of its minute.
    log.warn('checkout', { problem: 'could not drop the cached store', message: String(error) })
  }
}
