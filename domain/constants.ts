/** Business constants from spec section 9, in one place. */

export const PAGE_SIZE = 12
/** Pages an infinite feed loads by itself as the shopper scrolls; after them a Load more button, so the footer can be reached. */
export const FEED_AUTO_PAGES = 3
export const AUTOCOMPLETE_LIMIT = 5
export const COLLECTION_PAGE_SIZE = 150
export const ABOUT_PAGE_PRODUCTS = 4
export const RELATED_PRODUCTS = 4

export const SEARCH_MIN_CHARS = 3 // "more than 2 characters"
export const SEARCH_MIN_MATCH_LENGTH = 3
export const SEARCH_MAX_PATTERN_LENGTH = 12

export const POLL_ATTEMPTS = 4
export const POLL_INTERVAL_MS = 1000
export const REQUEST_RETRY_COUNT = 2
/** Spec section 8: what a request says once it and its REQUEST_RETRY_COUNT retries all failed. */
export const retryExceededMessage = (name: string): string => `${name} Request retry exceeded limit`
export const UNAVAILABLE_ITEMS_DELAY_MS = 400
export const AFTERPAY_FALLBACK_MS = 4000
/** Afterpay splits a purchase into 4 interest-free payments, for US orders of $1.00 to $2,000.00. */
export const AFTERPAY_INSTALMENTS = 4
export const AFTERPAY_MIN_CENTS = 100
export const AFTERPAY_MAX_CENTS = 200_000
export const TOAST_DEFAULT_MS = 3000
export const TOAST_CLEANUP_MS = 300_000
export const PAYMENT_FAILED_TOAST_MS = 6000
export const TILE_IMAGE_ROTATION_MS = 1000
export const PROMO_THROTTLE_MS = 300
export const IMAGE_LOAD_MIN_MS = 500
export const MODAL_TRANSITION_MS = 200
export const CHECKOUT_LOADING_CLEAR_MS = 1000

export const QUANTITY_DROPDOWN_MAX = 10
export const QUANTITY_INPUT_MAX = 999
export const QUANTITY_MIN = 0
export const CART_COUNT_CAP = 99
export const ZIP_LENGTH = 5

export const ORDER_RECOVERY_DAYS = 60
/** How long a digital item's download link works: the same window as order recovery. @alias */
export const DOWNLOAD_LINK_DAYS = ORDER_RECOVERY_DAYS
export const AFFILIATE_COOKIE = 'aid'
export const AFFILIATE_MAX_AGE_S = 604_800
export const PARTNER_UTM_SOURCE = 'TTEC'
export const PARTNER_COOKIE = 'ttclid_partner'
export const PARTNER_COOKIE_MS = 7_200_000

export const LOCALES = ['en', 'de', 'nl', 'fr', 'it', 'es', 'pt-BR', 'en-GB'] as const
export type Locale = (typeof LOCALES)[number]
export const CURRENCIES = ['USD', 'GBP', 'EUR', 'AUD', 'CAD'] as const
export type Currency = (typeof CURRENCIES)[number]
export const REGIONS = ['USA', 'EU', 'Canada', 'Australia', 'Rest of the world'] as const
export type Region = (typeof REGIONS)[number]
export type FulfillmentRegion = 'USA' | 'EU'
/** Every region ships from the USA except the EU, fulfilled from the EU. */
export const FULFILLMENT_REGION: Record<Region, FulfillmentRegion> = {
  USA: 'USA',
  EU: 'EU',
  Canada: 'USA',
  Australia: 'USA',
  'Rest of the world': 'USA',
}
export const DEFAULT_LOCALE: Locale = 'en'
export const DEFAULT_CURRENCY: Currency = 'USD'
export const DEFAULT_REGION: Region = 'USA'
export const LOCALIZATION_COOKIE = 'buyerLocalization'

export const DELIVERY_TIERS = ['standard', 'rush', 'super_rush'] as const
export type DeliveryTier = (typeof DELIVERY_TIERS)[number]

export const PAYMENT_METHODS = ['card', 'afterpay', 'google-pay', 'apple-pay', 'basic-card', 'paypal'] as const
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]
export const EXPRESS_METHODS = ['afterpay', 'stripe', 'paypal', 'googlepay', 'applepay'] as const
export type ExpressMethod = (typeof EXPRESS_METHODS)[number]

export const CHECKOUT_STATES = ['created', 'pending', 'success', 'completed', 'failure'] as const
export type CheckoutState = (typeof CHECKOUT_STATES)[number]

const TRACKED_EVENTS = [
  'add-to-cart',
  'remove-from-cart',
  'product-detail-view',
  'product-click',
  'product-impression',
  'purchase',
  'view-cart',
  'search',
] as const
type TrackedEvent = (typeof TRACKED_EVENTS)[number]

/**
 * Failures spec section 8 says are tracked: an unknown route (its path), a thank-you page
 * whose order could not be read, and a product tile without an image.
 */
const FAILURE_EVENTS = ['page-not-found', 'order-load-failed', 'tile-image-missing'] as const
type FailureEvent = (typeof FAILURE_EVENTS)[number]
/** Everything the page's tracker hands the pixels. */
export type AnalyticsEvent = TrackedEvent | FailureEvent

export const DIGITAL_SIZE_LABEL = 'Digital'
export const NFT_PRODUCT_TYPE = 'nft'
export const NFT_PRIMARY_PRODUCT_ID = 1816

export const TERMS_LAST_UPDATED = '2020-02-20'
export const TERMS_MINIMUM_AGE = 18
export const LIABILITY_CAP_DOLLARS = 50
export const PRIVACY_MINIMUM_AGE = 13
export const OPT_OUT_BUSINESS_DAYS = 10
export const EMAIL_REPLY_BUSINESS_HOURS = 24

export const PRODUCT_DETAIL_TOGGLES = {
  description: true,
  materials: true,
  fit: false,
  comparableBrands: false,
} as const

/** Layout breakpoints in px (spec section 9), largest first. */
export const BREAKPOINTS = {
  desktopLg: 1400,
  desktopMd: 1280,
  desktopSm: 1024,
  tabletLg: 992,
  tabletMd: 860,
  tabletSm: 768,
  mobileCutoff: 767,
  mobileLg: 576,
  mobileMd: 425,
  mobileSm: 375,
  mobileXsm: 350,
} as const
export const THUMBNAIL_SIZE = 560
export const WALLET_BUTTON = { height: 44, radius: 22, checkoutHeight: 55 } as const
export const HERO_TITLE_FONT_REM = 5.0

export const FLAG_NAMES = ['legacyCheckout', 'checkoutV2', 'hideCard', 'hidePaypal', 'support', 'tracking', 'consentOptIn'] as const
export type FlagName = (typeof FLAG_NAMES)[number]
