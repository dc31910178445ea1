import { and, assign, emit, setup } from 'xstate'
import { UNAVAILABLE_ITEMS_DELAY_MS } from '../domain/constants'
import type { CartCookie, CartDisplayItem, CartEntry } from '../domain/schemas/cart'
import {
  type CartItems,
  type Removal,
  addEntry,
  reconcile,
  regionAfterAdd,
  regionOf,
  removeEntries,
  removeEntry,
  setQuantity,
  syncLines,
} from './cart-lines'
import { type Message, checkoutError } from './messages'
import { type ToastShowEvent, dangerToast } from './toast-events'
import { unprovidedAction, unprovidedActor } from './unprovided'

export interface CartInput {
  /** The cart cookie as read by the page (server or browser), or null when there is none. */
  cart: CartCookie | null
  /** The id a new cart takes when there is no cookie yet. */
  newCartId: string
  buyerRegion: string
  /** Store owner preview: checkout stays disabled. */
  preview: boolean
  /** A checkout already made for this cart: checking out updates it instead. */
  checkoutId?: string | null
}

export interface CartContext {
  cartId: string
  items: CartItems
  region: string
  buyerRegion: string
  preview: boolean
  checkoutId: string | null
  /** Display lines from the last refresh, kept in step with local changes. */
  lines: CartDisplayItem[]
  /** Items found unavailable by the last refresh, and the modal text that explains it. */
  removal: Removal | null
  error: Message | null
  /**
   * Checkout was asked for while the lines were being re-checked: it starts when the check
   * ends with the cart unchanged, and is dropped when items were removed (the shopper sees
   * why first).
   */
  checkoutRequested: boolean
}

export type CartEvent =
  | { type: 'cart.load'; cart: CartCookie | null }
  | { type: 'cart.add'; entry: CartEntry; region: string; excluded: boolean }
  | { type: 'cart.update'; sku: string; quantity: number }
  | { type: 'cart.remove'; sku: string }
  | { type: 'cart.destroy'; nextCartId: string }
  | { type: 'cart.refresh' }
  | { type: 'cart.unavailable.dismiss' }
  | { type: 'cart.checkout' }

export type CartEmitted =
  | ToastShowEvent
  | { type: 'cart.checkoutCreated'; checkoutId: string; path: string }
  /** Lines were removed because their listings answered with errors: the page loads again (spec section 4). */
  | { type: 'cart.reloadPage' }

export interface CartLinesInput {
  items: CartEntry[]
  region: string
}

export interface CreateCheckoutInput {
  cartId: string
  items: CartEntry[]
  region: string
  /** Update this checkout when set, else create one. */
  checkoutId: string | null
}

function cookieOf(context: Pick<CartContext, 'cartId' | 'items' | 'region'>): CartCookie | null {
  if (Object.keys(context.items).length === 0) return null
  return { id: context.cartId, items: { ...context.items }, region: context.region }
}

export const cartMachine = setup({
  types: {
    context: {} as CartContext,
    events: {} as CartEvent,
    input: {} as CartInput,
    emitted: {} as CartEmitted,
  },
  actors: {
    /** Resolves each entry against live listing data; skus whose listing has errors are left out. */
    refreshLines: unprovidedActor<CartDisplayItem[], CartLinesInput>('refreshLines'),
    /** Checks entries against live listings; a failed or non-ok check counts as valid. */
    revalidateCart: unprovidedActor<{ invalidSkus: string[] }, CartLinesInput>('revalidateCart'),
    /** Creates the checkout for the cart, or updates the one given. */
    createCheckout: unprovidedActor<{ checkoutId: string }, CreateCheckoutInput>('createCheckout'),
  },
  actions: {
    /** Writes the cart cookie (named by store id); null deletes it. */
    persistCart: unprovidedAction<{ cart: CartCookie | null }>('persistCart'),
    loadCart: assign(({ context }, params: { cart: CartCookie | null }) => {
      const items = params.cart?.items ?? {}
      return {
        cartId: params.cart?.id ?? context.cartId,
        items,
        region: params.cart?.region ?? context.buyerRegion,
        lines: syncLines(context.lines, items),
      }
    }),
    applyItems: assign(({ context }, params: { items: CartItems; region?: string }) => ({
      items: params.items,
      region: regionOf(params.items, params.region ?? context.region, context.buyerRegion),
      lines: syncLines(context.lines, params.items),
      error: null,
    })),
    keepRefresh: assign((_, params: { lines: CartDisplayItem[]; removal: Removal | null }) => ({
      lines: params.lines,
      removal: params.removal,
    })),
    startRequestedCheckout: assign({ checkoutRequested: false, error: null }),
    dropCheckoutRequest: assign({ checkoutRequested: false }),
    removeUnavailable: assign(({ context }) => {
      const items = removeEntries(context.items, context.removal?.skus ?? [])
      return { items, region: regionOf(items, context.region, context.buyerRegion) }
    }),
    /** The cart is gone (its order was placed): a new, empty one under the next id. */
    startAfresh: assign(({ context }, params: { nextCartId: string }) => ({
      cartId: params.nextCartId,
      items: {},
      region: context.buyerRegion,
      lines: [],
      removal: null,
      error: null,
      checkoutId: null,
      checkoutRequested: false,
    })),
    clearError: assign({ error: null }),
    requestCheckout: assign({ checkoutRequested: true }),
    dismissRemoval: assign({ removal: null }),
    reloadPage: emit({ type: 'cart.reloadPage' as const }),
    keepCheckoutId: assign((_, params: { checkoutId: string }) => ({ checkoutId: params.checkoutId })),
    announceCheckout: emit((_, params: { checkoutId: string }) => ({
      type: 'cart.checkoutCreated' as const,
      checkoutId: params.checkoutId,
      path: `/checkout/${encodeURIComponent(params.checkoutId)}`,
    })),
    failCheckout: assign((_, params: { error: Message }) => ({ error: params.error })),
    toastError: emit((_, params: { error: Message }) => dangerToast(params.error)),
  },
  guards: {
    canCheckout: ({ context }) => !context.preview && Object.keys(context.items).length > 0,
    hasRemoval: ({ context }) => context.removal !== null,
    checkoutRequested: ({ context }) => context.checkoutRequested,
    /** Items went because their listings answered with errors: the page loads again (spec section 4). */
    removedForListingErrors: ({ context }) => context.removal?.listingErrors ?? false,
    foundInvalidItems: (_, params: { invalidSkus: string[] }) => params.invalidSkus.length > 0,
  },
  delays: {
    unavailableItemsDelay: UNAVAILABLE_ITEMS_DELAY_MS,
  },
}).createMachine({
  id: 'cart',
  context: ({ input }) => ({
    cartId: input.cart?.id ?? input.newCartId,
    items: input.cart?.items ?? {},
    region: input.cart?.region ?? input.buyerRegion,
    buyerRegion: input.buyerRegion,
    preview: input.preview,
    checkoutId: input.checkoutId ?? null,
    lines: [],
    removal: null,
    error: null,
    checkoutRequested: false,
  }),
  // Changes are accepted in every state so no click is lost; each one is persisted.
  on: {
    // Loading reads the cookie, so there is nothing to write back.
    'cart.load': { actions: { type: 'loadCart', params: ({ event }) => ({ cart: event.cart }) } },
    'cart.add': {
      actions: [
        {
          type: 'applyItems',
          params: ({ context, event }) => ({
            items: addEntry(context.items, event.entry, event.excluded),
            region: regionAfterAdd(context.items, context.region, event.region),
          }),
        },
        { type: 'persistCart', params: ({ context }) => ({ cart: cookieOf(context) }) },
      ],
    },
    'cart.update': {
      actions: [
        { type: 'applyItems', params: ({ context, event }) => ({ items: setQuantity(context.items, event.sku, event.quantity) }) },
        { type: 'persistCart', params: ({ context }) => ({ cart: cookieOf(context) }) },
      ],
    },
    'cart.remove': {
      actions: [
        { type: 'applyItems', params: ({ context, event }) => ({ items: removeEntry(context.items, event.sku) }) },
        { type: 'persistCart', params: ({ context }) => ({ cart: cookieOf(context) }) },
      ],
    },
    'cart.destroy': {
      target: '.ready',
      actions: [
        { type: 'startAfresh', params: ({ event }) => ({ nextCartId: event.nextCartId }) },
        { type: 'persistCart', params: { cart: null } },
      ],
    },
  },
  initial: 'ready',
  states: {
    ready: {
      on: {
        'cart.refresh': 'refreshing',
        'cart.checkout': { guard: 'canCheckout', target: 'revalidating', actions: 'clearError' },
      },
    },
    refreshing: {
      tags: 'loading',
      on: { 'cart.checkout': { actions: 'requestCheckout' } },
      invoke: {
        src: 'refreshLines',
        input: ({ context }) => ({ items: Object.values(context.items), region: context.region }),
        onDone: {
          target: 'reconciling',
          actions: { type: 'keepRefresh', params: ({ context, event }) => reconcile(context.items, event.output) },
        },
        // Lines stay as they were; the next refresh tries again. A checkout asked for
        // meanwhile goes on: its own revalidation treats a failed check as valid.
        onError: [
          { guard: and(['checkoutRequested', 'canCheckout']), target: 'revalidating', actions: 'startRequestedCheckout' },
          { target: 'ready', actions: 'dropCheckoutRequest' },
        ],
      },
    },
    reconciling: {
      always: [
        { guard: 'hasRemoval', target: 'announcingRemoval', actions: 'dropCheckoutRequest' },
        { guard: and(['checkoutRequested', 'canCheckout']), target: 'revalidating', actions: 'startRequestedCheckout' },
        { target: 'ready', actions: 'dropCheckoutRequest' },
      ],
    },
    announcingRemoval: {
      after: { unavailableItemsDelay: 'unavailableItems' },
    },
    unavailableItems: {
      entry: ['removeUnavailable', { type: 'persistCart', params: ({ context }) => ({ cart: cookieOf(context) }) }],
      on: {
        'cart.unavailable.dismiss': [
          { guard: 'removedForListingErrors', target: 'ready', actions: ['dismissRemoval', 'reloadPage'] },
          { target: 'ready', actions: 'dismissRemoval' },
        ],
      },
    },
    revalidating: {
      tags: ['loading', 'checkingOut'],
      invoke: {
        src: 'revalidateCart',
        input: ({ context }) => ({ items: Object.values(context.items), region: context.region }),
        onDone: [
          {
            guard: { type: 'foundInvalidItems', params: ({ event }) => ({ invalidSkus: event.output.invalidSkus }) },
            target: 'refreshing',
          },
          { target: 'creatingCheckout' },
        ],
        // The spec's rule: a failed revalidation treats every item as valid, silently.
        onError: 'creatingCheckout',
      },
    },
    creatingCheckout: {
      tags: ['loading', 'checkingOut'],
      invoke: {
        src: 'createCheckout',
        input: ({ context }) => ({
          cartId: context.cartId,
          items: Object.values(context.items),
          region: context.region,
          checkoutId: context.checkoutId,
        }),
        onDone: {
          target: 'ready',
          actions: [
            { type: 'keepCheckoutId', params: ({ event }) => ({ checkoutId: event.output.checkoutId }) },
            { type: 'announceCheckout', params: ({ event }) => ({ checkoutId: event.output.checkoutId }) },
          ],
        },
        onError: {
          target: 'ready',
          actions: [
            { type: 'failCheckout', params: ({ event }) => ({ error: checkoutError(event.error) }) },
            { type: 'toastError', params: ({ event }) => ({ error: checkoutError(event.error) }) },
          ],
        },
      },
    },
  },
})
