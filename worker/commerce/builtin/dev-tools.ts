import type { DevToolsPort } from '../port/dev-tools'
import type { BuiltinCheckoutDeps } from './checkout/context'
import { advance } from './checkout/fulfilment'
import { setSkuStock } from './db/inventory'
import { findOrderByLookup } from './db/orders'
import { listOutbox } from './db/outbox'
import { createOperations } from './operations'
import { findIntent } from './payments/sandbox/sandbox-books'
import { sandboxPage } from './payments/sandbox/sandbox-page'
import { actOnIntent, actionsFor, SANDBOX_PAGE_TITLES } from './payments/sandbox/sandbox-pages'
import { normalizeLookupNumber } from './rules/lookup-number'

type DevToolsDeps = Pick<BuiltinCheckoutDeps, 'db' | 'cache' | 'config' | 'sandboxEvents' | 'mail'>

/** The built-in backend's DevToolsPort, which worker/routes/dev/ serves under /dev. */
export function createDevTools(deps: DevToolsDeps): DevToolsPort {
  const { db } = deps
  return {
    async sandboxPage(id, nonce) {
      const intent = await findIntent(db, id)
      if (!intent) return null
      const title = SANDBOX_PAGE_TITLES[intent.method] ?? 'Sandbox payment'
      return String(await sandboxPage({ intent, title, actions: actionsFor(intent), nonce }))
    },
    decideSandboxPayment: (id, decision, shopper) => actOnIntent(db, id, decision, shopper, deps.sandboxEvents),
    outbox: () => listOutbox(db),
    reconcile: (asOf) => createOperations(deps).reconcile({ asOf, recheck: true }),
    async advanceOrder(typed) {
      const lookup = normalizeLookupNumber(typed)
      const order = lookup ? await findOrderByLookup(db, lookup) : null
      if (!order) return { kind: 'not-found' }
      const advanced = await advance(db, order, new Date())
      if (!advanced) return { kind: 'stuck', status: order.status }
      return { kind: 'advanced', lookupNumber: advanced.lookupNumber, status: advanced.status }
    },
    setStock: async (sku, count, storeId) => (await setSkuStock(db, sku, count, storeId)) !== null,
  }
}
