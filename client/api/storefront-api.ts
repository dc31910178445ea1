import type {
  AvailabilityAnswer,
  CollectionPage,
  CollectionSummary,
  InventoryAnswer,
  ListingAnswer,
  ProductPage,
  ProductTile,
  StoreFlags,
} from '../../domain/schemas/catalog'
import type { ContactMessage, PreorderForm } from '../../domain/schemas/after-sales'
import type { Checkout, Order } from '../../domain/schemas/checkout'
import type { Theme } from '../../domain/schemas/theme'
import type { LocalizationDetails } from '../../domain/schemas/localization'

/**
 * What route loaders read. The worker implements it by calling the CommercePort in
 * process (no HTTP during SSR); the browser implements it over same-origin /api calls.
 * Both return the same shapes, so a loader runs unchanged on either side.
 */
export interface StorefrontApi {
  productPage(page: number): Promise<ProductPage>
  productCache(): Promise<ProductTile[]>
  collection(path: string): Promise<CollectionPage | null>
  /**
   * A listing with its stock. `live` asks past the browser's HTTP cache (a conditional
   * request, so an unchanged listing is a 304): the cart's checks before checkout need
   * the stock as it is now, not as it was a minute ago.
   */
  listing(slug: string, productId?: number, options?: { live?: boolean }): Promise<ListingAnswer>
  /** Stock of one colour in one size. */
  inventory(colorId: number, sizeId: number): Promise<InventoryAnswer>
  /** NFT units this buyer can still get from a listing; null when the listing is unknown. */
  availability(userToken: string, listingId: number): Promise<AvailabilityAnswer | null>
  /** The locales, currencies and regions the store offers. */
  localizationDetails(): Promise<LocalizationDetails>
  /** The store's collections (with nested paths like apparel/hoodies), known without a call. */
  knownCollections(): readonly CollectionSummary[]
  /** The store's feature flags (the support pages need `support`), known without a call. */
  flags(): StoreFlags
  /** This request's theme (draft in preview), known without a call. */
  theme(): Theme
  /** An order by its lookup number (the track page), contact masked; null when there is none. */
  order(lookupNumber: string): Promise<Order | null>
  /** The latest order of this browser's own cart, found by its cookies (the thank-you page); null when there is none. */
  ownOrder(): Promise<Order | null>
  /** A checkout of this store by id (GET /checkout); null when there is none. */
  checkout(id: string): Promise<Checkout | null>
  /**
   * Records a failure the page shows as it is (spec section 8: a thank-you page without its
   * order): one structured line of the worker's log, with the request id, during SSR; the
   * console in the browser. `at` names where; fields carry ids and messages, never a
   * shopper's personal data.
   */
  logWarning(at: string, fields: Record<string, unknown>): void
}

/** Who a form's server action writes for: the store whose cart cookie it sets, and the buyer's region. */
interface ActionStore {
  id: number
  buyerRegion: string
}

/** Why a store's write a form asked for did not happen: the status to answer and the server's own words. */
export interface FormWriteFailure {
  status: number
  message: string
}

/** The store's writes a form's action makes on the worker; each resolves null when done. */
export interface FormWrites {
  /** Mails the orders of the past 60 days to this email (spec section 7, order recovery). */
  recoverOrders(email: string): Promise<FormWriteFailure | null>
  /** Stores a contact message for the store's support team (the contact form). */
  sendContactMessage(message: ContactMessage): Promise<FormWriteFailure | null>
  /** Stores a pre-order for the store (spec section 5, the pre-order form). */
  createPreorder(form: PreorderForm): Promise<FormWriteFailure | null>
}

export interface LoaderContext {
  api: StorefrontApi
  /** Set by the worker only: a route action runs there, answering a form posted before or without scripts. */
  store?: ActionStore
  /** Set by the worker only, as `store` is. */
  writes?: FormWrites
}
