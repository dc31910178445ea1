import * as z from 'zod'
import { CollectionSummary, Store } from './catalog'
import { CheckoutFieldError } from './checkout'

/**
 * Answer shapes of the backend's catalogue calls that are not domain entities as they
 * are. The /api routes answer with them and the provider adapter parses them, so a
 * drift between the two fails the contract suite.
 */

/** GET /v1/stores: the store without its secrets, plus the version its caches key on. */
export const StoreAnswer = Store.extend({ catalogueVersion: z.number().int() })
export type StoreAnswer = z.infer<typeof StoreAnswer>

/** GET /v1/stores/collections and GET /v1/collections. */
export const CollectionsAnswer = z.object({ collections: z.array(CollectionSummary) })
export type CollectionsAnswer = z.infer<typeof CollectionsAnswer>

/** GET /v1/stores with an unknown slug (spec: errors.store 'not found'). */
export const StoreNotFound = z.object({ error: z.string(), errors: z.object({ store: z.literal('not found') }) })
export type StoreNotFound = z.infer<typeof StoreNotFound>

/** A provider's return link answers a redirect; the adapter reads its Location as this. */
export const RedirectAnswer = z.object({ location: z.string().min(1) })

/** A line the backend refused, as the checkout calls name it (port: UnavailableItem). */
const UnavailableItemAnswer = z.object({
  sku: z.string(),
  name: z.string(),
  reason: z.enum(['unknown', 'unavailable', 'out-of-stock']),
  available: z.number().int().optional(),
})

/**
 * Any 4xx body of the checkout, payment and after-sales calls, read leniently: `error`
 * (or a string `message`) to show, JSON:API `message.errors` (promo errors point at
 * promoCode), and the refused `items`. Whatever else it holds is ignored.
 */
export const FailureAnswer = z.object({
  error: z.string().nullish().catch(undefined),
  message: z
    .union([z.string(), z.object({ errors: z.array(CheckoutFieldError).catch([]) })])
    .optional()
    .catch(undefined),
  items: z.array(UnavailableItemAnswer).optional().catch(undefined),
  displayMessage: z.string().nullish().catch(undefined),
})
export type FailureAnswer = z.infer<typeof FailureAnswer>

/**
 * POST /v1/payments/sandbox/tokenize: 201 the payment method, or 400 naming the card field
 * the sandbox refused (both are answers the checkout page shows).
 */
export const SandboxCardAnswer = z.union([
  z
    .object({
      id: z.string(),
      card: z.object({ brand: z.string(), last4: z.string(), expMonth: z.number().int(), expYear: z.number().int() }),
    })
    .transform((paymentMethod) => ({ ok: true as const, paymentMethod })),
  z
    .object({ error: z.string(), field: z.enum(['number', 'expiry', 'cvc']) })
    .transform(({ error, field }) => ({ ok: false as const, field, message: error })),
])
