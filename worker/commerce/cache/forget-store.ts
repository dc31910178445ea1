import type { StoreIdentity } from '../port/operations'
import { storeEntryKeys } from './cached-catalog'
import { type IsolateMemo, memoKeys } from './isolate-memo'

/**
 * Forgets what the KV cache and this isolate's memo keep of one store, so its next request
 * reads the store record, theme and localization afresh (an import just changed them): the
 * page cache's key follows the new record, and a store just gated is gated at once.
 */
export async function forgetStore(kv: KVNamespace, memo: IsolateMemo | undefined, store: StoreIdentity): Promise<void> {
  await Promise.all((await storeEntryKeys(store)).map((key) => kv.delete(key)))
  if (!memo) return
  for (const key of [memoKeys.store(store.slug), memoKeys.theme(store.siteKey), memoKeys.localization(store.siteKey)]) memo.forget(key)
  for (const host of store.hosts) memo.forget(memoKeys.host(host))
}
