import { assign, cancel, emit, not, raise, setup } from 'xstate'
import { CHECKOUT_LOADING_CLEAR_MS, type DeliveryTier, type PaymentMethod, PROMO_THROTTLE_MS } from '../domain/constants'
import type { Address, Checkout, Customer, DeliveryOption } from '../domain/schemas/checkout'
import { type Message, checkoutError, message } from './messages'
import { type ToastShowEvent, dangerToast } from './toast-events'
import { unprovidedActor } from './unprovided'

export interface CheckoutInput {
  /** The checkout as loaded for /checkout/{id}. */
  checkout: Checkout
  /** The cart has just created (or updated) it: loading is flagged, and cleared one second later. */
  created?: boolean
}

/** What the address validation service says about an address. */
export type AddressVerdict = { kind: 'valid' } | { kind: 'suggestion'; address: Address } | { kind: 'error'; message: string }

/** The fields of PUT /v1/checkout a step changes; the rest is sent as it stands. */
export interface CheckoutPatch {
  customer?: Customer
  state?: 'pending'
  deliveryOption?: DeliveryTier
  paymentMethod?: PaymentMethod
  promoCode?: string | null
  /** 'Email me with news and offers', saved with the customer details. */
  marketingOptIn?: boolean
}

export interface UpdateCheckoutInput {
  checkoutId: string
  storeSlug: string
  patch: CheckoutPatch
}

export interface DeliveryOptionsInput {
  checkoutId: string
  storeSlug: string
  countryCode: string
  stateCode: string
}

export interface CheckoutContext {
  checkout: Checkout
  /** What the shopper typed last; survives every error so the form refills with it. */
  customer: Customer | null
  /** The marketing opt-in as the shopper left it in the form (unchecked by default). */
  marketingOptIn: boolean
  suggestion: Address | null
  /** The alert above the street field. */
  addressError: Message | null
  deliveryOptions: DeliveryOption[]
  promoCode: string
  /** Apply was pressed within the promo throttle: the kept code is sent when the throttle ends. */
  promoQueued: boolean
  promoError: Message | null
  error: Message | null
  isLoading: boolean
}

export type CheckoutEvent =
  | { type: 'address.submit'; customer: Customer; marketingOptIn?: boolean }
  | { type: 'address.edit' }
  | { type: 'address.cancel' }
  | { type: 'address.useOriginal' }
  | { type: 'address.useSuggestion' }
  | { type: 'afterpayUnavailable.close' }
  | { type: 'deliveryOption.choose'; id: DeliveryTier }
  | { type: 'paymentMethod.choose'; method: PaymentMethod }
  | { type: 'promo.apply'; code: string }
  | { type: 'promo.remove' }
  | { type: 'promo.change' }
  | { type: 'checkout.loadingCleared' }
  /** The order is finished (the polling machine's clearDeliveryOptions): forget the quotes. */
  | { type: 'deliveryOptions.clear' }

export type CheckoutEmitted = ToastShowEvent | { type: 'promo.focus' }

const LOADING_TIMER = 'checkout.loadingClear'

function savedAddress(checkout: Checkout): Address | null {
  return checkout.customer?.address ?? null
}

function submittedCustomer(context: CheckoutContext): Customer {
  if (!context.customer) throw new Error('An address is validated and saved only after the shopper submits one')
  return context.customer
}

function promoAccepted(checkout: Checkout): boolean {
  return checkout.promoCode !== null && checkout.promoCodeErrors.length === 0
}

export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    input: {} as CheckoutInput,
    emitted: {} as CheckoutEmitted,
  },
  actors: {
    /** The address validation service. */
    validateAddress: unprovidedActor<AddressVerdict, { address: Address }>('validateAddress'),
    /**
     * PUT /v1/checkout. Rejects when it fails, with the server's message; an empty answer
     * rejects with an empty message ('Error checking out! Please try again.').
     */
    updateCheckout: unprovidedActor<Checkout, UpdateCheckoutInput>('updateCheckout'),
    /** POST /deliveryOptions: the quotes for the saved address. */
    fetchDeliveryOptions: unprovidedActor<DeliveryOption[], DeliveryOptionsInput>('fetchDeliveryOptions'),
  },
  actions: {
    startLoading: assign({ isLoading: true, error: null }),
    cancelLoadingClear: cancel(LOADING_TIMER),
    scheduleLoadingClear: raise({ type: 'checkout.loadingCleared' }, { delay: 'checkoutLoadingClear', id: LOADING_TIMER }),
    replaceCheckout: assign(({ context }, params: { checkout: Checkout }) => ({
      checkout: params.checkout,
      // A discount on the checkout means the code worked: no promo error may linger.
      promoError: params.checkout.costs.discount.value > 0 ? null : context.promoError,
    })),
    failUpdate: assign((_, params: { error: Message }) => ({ error: params.error, isLoading: false })),
    toastError: emit((_, params: { error: Message }) => dangerToast(params.error)),
    clearLoading: assign({ isLoading: false }),
    forgetDeliveryOptions: assign({ deliveryOptions: [] }),
    keepDeliveryOptions: assign((_, params: { options: DeliveryOption[] }) => ({ deliveryOptions: params.options })),
    keepSuggestion: assign((_, params: { verdict: AddressVerdict }) => ({
      suggestion: params.verdict.kind === 'suggestion' ? params.verdict.address : null,
    })),
    showAddressError: assign((_, params: { verdict: AddressVerdict }) => ({
      addressError: message('address.validationError', { message: params.verdict.kind === 'error' ? params.verdict.message : '' }),
    })),
    takeSuggestion: assign({
      customer: ({ context }) =>
        context.customer && context.suggestion ? { ...context.customer, address: context.suggestion } : context.customer,
    }),
    dropSuggestion: assign({ suggestion: null }),
    askForAddressFirst: assign({ promoError: message('promo.beforeAddress') }),
    clearPromoError: assign({ promoError: null }),
    keepPromoCode: assign((_, params: { code: string }) => ({ promoCode: params.code.trim() })),
    clearPromoCode: assign({ promoCode: '', promoError: null }),
    queuePromo: assign({ promoQueued: true }),
    unqueuePromo: assign({ promoQueued: false }),
    /** The code was refused: the checkout as the server answered it (when it did), the field emptied with the reason. */
    refusePromo: assign(({ context }, params: { checkout: Checkout | null }) => ({
      checkout: params.checkout ?? context.checkout,
      promoCode: '',
      promoError: message('promo.invalid'),
      isLoading: false,
    })),
    focusPromoField: emit({ type: 'promo.focus' as const }),
    rememberCustomer: assign({
      customer: ({ event }) => (event.type === 'address.submit' ? event.customer : null),
      marketingOptIn: ({ context, event }) =>
        event.type === 'address.submit' && event.marketingOptIn !== undefined ? event.marketingOptIn : context.marketingOptIn,
      addressError: null,
      suggestion: null,
      error: null,
    }),
  },
  guards: {
    hasSavedAddress: ({ context }) => savedAddress(context.checkout) !== null,
    canLeaveEditing: ({ context }) => savedAddress(context.checkout) !== null && context.deliveryOptions.length > 0,
    isQuotedOption: ({ context, event }) =>
      event.type === 'deliveryOption.choose' && context.deliveryOptions.some((option) => option.id === event.id),
    promoFieldValid: ({ event }) => event.type === 'promo.apply' && event.code.trim().length > 0,
    addressValid: (_, params: { verdict: AddressVerdict }) => params.verdict.kind === 'valid',
    addressHasSuggestion: (_, params: { verdict: AddressVerdict }) => params.verdict.kind === 'suggestion',
    hasQuotes: (_, params: { options: DeliveryOption[] }) => params.options.length > 0,
    promoAccepted: (_, params: { checkout: Checkout }) => promoAccepted(params.checkout),
    promoQueued: ({ context }) => context.promoQueued,
  },
  delays: {
    checkoutLoadingClear: CHECKOUT_LOADING_CLEAR_MS,
    promoThrottle: PROMO_THROTTLE_MS,
  },
}).createMachine({
  id: 'checkout',
  context: ({ input }) => ({
    checkout: input.checkout,
    customer: input.checkout.customer,
    marketingOptIn: input.checkout.marketingOptIn,
    suggestion: null,
    addressError: null,
    deliveryOptions: [],
    promoCode: input.checkout.promoCode ?? '',
    promoQueued: false,
    promoError: null,
    error: null,
    isLoading: input.created ?? false,
  }),
  // Spec section 4: creating a checkout flags loading and clears it one second later.
  entry: 'scheduleLoadingClear',
  on: {
    'checkout.loadingCleared': { actions: 'clearLoading' },
    'deliveryOptions.clear': { actions: 'forgetDeliveryOptions' },
  },
  type: 'parallel',
  states: {
    sections: {
      initial: 'starting',
      states: {
        // A resumed checkout with an address opens on the summary and its delivery options.
        starting: {
          always: [{ guard: 'hasSavedAddress', target: 'customerDetails.fetchingDeliveryOptions' }, { target: 'customerDetails' }],
        },
        customerDetails: {
          initial: 'editing',
          states: {
            editing: {
              on: {
                'address.submit': { target: 'validatingAddress', actions: 'rememberCustomer' },
                'address.cancel': { guard: 'canLeaveEditing', target: '#checkout.sections.choosing' },
              },
            },
            validatingAddress: {
              tags: 'loading',
              invoke: {
                src: 'validateAddress',
                input: ({ context }) => ({ address: submittedCustomer(context).address }),
                onDone: [
                  { guard: { type: 'addressValid', params: ({ event }) => ({ verdict: event.output }) }, target: 'savingCustomer' },
                  {
                    guard: { type: 'addressHasSuggestion', params: ({ event }) => ({ verdict: event.output }) },
                    target: 'suggestingAddress',
                    actions: { type: 'keepSuggestion', params: ({ event }) => ({ verdict: event.output }) },
                  },
                  { target: 'editing', actions: { type: 'showAddressError', params: ({ event }) => ({ verdict: event.output }) } },
                ],
                // The validation service being down must not block a purchase: keep the address as typed.
                onError: 'savingCustomer',
              },
            },
            suggestingAddress: {
              on: {
                'address.useOriginal': 'savingCustomer',
                'address.useSuggestion': { target: 'savingCustomer', actions: 'takeSuggestion' },
                'address.cancel': { target: 'editing', actions: 'dropSuggestion' },
              },
            },
            savingCustomer: {
              tags: 'loading',
              entry: ['cancelLoadingClear', 'startLoading'],
              invoke: {
                src: 'updateCheckout',
                input: ({ context }) => ({
                  checkoutId: context.checkout.id,
                  storeSlug: context.checkout.storeSlug,
                  patch: { customer: submittedCustomer(context), state: 'pending', marketingOptIn: context.marketingOptIn },
                }),
                onDone: {
                  target: 'fetchingDeliveryOptions',
                  actions: [{ type: 'replaceCheckout', params: ({ event }) => ({ checkout: event.output }) }, 'scheduleLoadingClear'],
                },
                onError: {
                  target: 'editing',
                  actions: [
                    { type: 'failUpdate', params: ({ event }) => ({ error: checkoutError(event.error) }) },
                    { type: 'toastError', params: ({ event }) => ({ error: checkoutError(event.error) }) },
                  ],
                },
              },
            },
            // The address is saved: the page shows its summary while the quotes come.
            fetchingDeliveryOptions: {
              tags: 'loading',
              on: { 'address.edit': 'editing' },
              invoke: {
                src: 'fetchDeliveryOptions',
                input: ({ context }) => ({
                  checkoutId: context.checkout.id,
                  storeSlug: context.checkout.storeSlug,
                  countryCode: savedAddress(context.checkout)?.countryCode ?? '',
                  stateCode: savedAddress(context.checkout)?.stateCode ?? '',
                }),
                onDone: [
                  {
                    guard: { type: 'hasQuotes', params: ({ event }) => ({ options: event.output }) },
                    target: '#checkout.sections.choosing',
                    actions: { type: 'keepDeliveryOptions', params: ({ event }) => ({ options: event.output }) },
                  },
                  { target: '#checkout.sections.afterpayUnavailable', actions: 'forgetDeliveryOptions' },
                ],
                onError: { target: '#checkout.sections.afterpayUnavailable', actions: 'forgetDeliveryOptions' },
              },
            },
          },
        },
        /** The afterpay-unavailable modal: no delivery to this address. */
        afterpayUnavailable: {
          on: { 'afterpayUnavailable.close': 'customerDetails.editing' },
        },
        /** Address summary with its Edit button; delivery options and payment methods open. */
        choosing: {
          type: 'parallel',
          on: { 'address.edit': 'customerDetails.editing' },
          states: {
            deliveryOptions: {
              initial: 'idle',
              states: {
                idle: {
                  on: { 'deliveryOption.choose': { guard: 'isQuotedOption', target: 'saving' } },
                },
                saving: {
                  tags: 'loading',
                  entry: ['cancelLoadingClear', 'startLoading'],
                  invoke: {
                    src: 'updateCheckout',
                    input: ({ context, event }) => ({
                      checkoutId: context.checkout.id,
                      storeSlug: context.checkout.storeSlug,
                      patch: { deliveryOption: event.type === 'deliveryOption.choose' ? event.id : undefined },
                    }),
                    onDone: {
                      target: 'idle',
                      actions: [{ type: 'replaceCheckout', params: ({ event }) => ({ checkout: event.output }) }, 'scheduleLoadingClear'],
                    },
                    onError: {
                      target: 'idle',
                      actions: [
                        { type: 'failUpdate', params: ({ event }) => ({ error: checkoutError(event.error) }) },
                        { type: 'toastError', params: ({ event }) => ({ error: checkoutError(event.error) }) },
                      ],
                    },
                  },
                },
              },
            },
            paymentMethods: {
              initial: 'idle',
              states: {
                idle: {
                  on: { 'paymentMethod.choose': 'saving' },
                },
                saving: {
                  tags: 'loading',
                  entry: ['cancelLoadingClear', 'startLoading'],
                  invoke: {
                    src: 'updateCheckout',
                    input: ({ context, event }) => ({
                      checkoutId: context.checkout.id,
                      storeSlug: context.checkout.storeSlug,
                      patch: { paymentMethod: event.type === 'paymentMethod.choose' ? event.method : undefined },
                    }),
                    onDone: {
                      target: 'idle',
                      actions: [{ type: 'replaceCheckout', params: ({ event }) => ({ checkout: event.output }) }, 'scheduleLoadingClear'],
                    },
                    onError: {
                      target: 'idle',
                      actions: [
                        { type: 'failUpdate', params: ({ event }) => ({ error: checkoutError(event.error) }) },
                        { type: 'toastError', params: ({ event }) => ({ error: checkoutError(event.error) }) },
                      ],
                    },
                  },
                },
              },
            },
          },
        },
      },
    },
    promo: {
      initial: 'locked',
      states: {
        /** No address yet: the field is replaced by 'Please enter your address before you enter a promo code.' */
        locked: {
          entry: 'askForAddressFirst',
          always: { guard: 'hasSavedAddress', target: 'open' },
        },
        open: {
          entry: 'clearPromoError',
          initial: 'idle',
          always: { guard: not('hasSavedAddress'), target: 'locked' },
          states: {
            idle: {
              on: {
                'promo.apply': {
                  guard: 'promoFieldValid',
                  target: 'applying',
                  actions: { type: 'keepPromoCode', params: ({ event }) => ({ code: event.code }) },
                },
                'promo.remove': 'removing',
                'promo.change': { target: 'removing', actions: 'focusPromoField' },
              },
            },
            applying: {
              tags: 'loading',
              entry: ['cancelLoadingClear', 'startLoading'],
              invoke: {
                src: 'updateCheckout',
                input: ({ context }) => ({
                  checkoutId: context.checkout.id,
                  storeSlug: context.checkout.storeSlug,
                  patch: { promoCode: context.promoCode },
                }),
                onDone: [
                  {
                    guard: { type: 'promoAccepted', params: ({ event }) => ({ checkout: event.output }) },
                    target: 'cooling',
                    actions: [{ type: 'replaceCheckout', params: ({ event }) => ({ checkout: event.output }) }, 'scheduleLoadingClear'],
                  },
                  { target: 'cooling', actions: { type: 'refusePromo', params: ({ event }) => ({ checkout: event.output }) } },
                ],
                onError: { target: 'cooling', actions: { type: 'refusePromo', params: { checkout: null } } },
              },
            },
            removing: {
              tags: 'loading',
              entry: ['cancelLoadingClear', 'startLoading', 'clearPromoCode'],
              invoke: {
                src: 'updateCheckout',
                input: ({ context }) => ({
                  checkoutId: context.checkout.id,
                  storeSlug: context.checkout.storeSlug,
                  patch: { promoCode: null },
                }),
                onDone: {
                  target: 'idle',
                  actions: [{ type: 'replaceCheckout', params: ({ event }) => ({ checkout: event.output }) }, 'scheduleLoadingClear'],
                },
                onError: {
                  target: 'idle',
                  actions: [
                    { type: 'failUpdate', params: ({ event }) => ({ error: checkoutError(event.error) }) },
                    { type: 'toastError', params: ({ event }) => ({ error: checkoutError(event.error) }) },
                  ],
                },
              },
            },
            // Applies closer together than 300 ms (a double click, Enter then click) are dropped;
            // Remove and Change code are not applies and go through.
            /** Spec: promo throttle 300 ms. An Apply pressed meanwhile is not lost: the last one is sent when it ends. */
            cooling: {
              exit: 'unqueuePromo',
              after: { promoThrottle: [{ guard: 'promoQueued', target: 'applying' }, { target: 'idle' }] },
              on: {
                'promo.apply': {
                  guard: 'promoFieldValid',
                  actions: [{ type: 'keepPromoCode', params: ({ event }) => ({ code: event.code }) }, 'queuePromo'],
                },
                'promo.remove': 'removing',
                'promo.change': { target: 'removing', actions: 'focusPromoField' },
              },
            },
          },
        },
      },
    },
  },
})
