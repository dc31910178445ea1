import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, createMachine, fromPromise } from 'xstate'
import { createTestModel } from 'xstate/graph'
import type { Address, Checkout, Customer, DeliveryOption } from '../domain/schemas/checkout'
import {
  type AddressVerdict,
  type CheckoutEmitted,
  type CheckoutPatch,
  type DeliveryOptionsInput,
  checkoutMachine,
} from './checkout.machine'
import { ADDRESS, CUSTOMER, RUSH_DELIVERY, STANDARD_DELIVERY, aCheckout } from '../tests/support/factories/checkout'

const SUGGESTED: Address = { ...ADDRESS, address1: '1 Market Street', zip: '94105-1420' }

interface Backend {
  verdict: AddressVerdict | Error
  save: (patch: CheckoutPatch, current: Checkout) => Checkout | Error
  options: DeliveryOption[] | Error
}

/** A backend that behaves like the real one: it applies each patch and prices promo codes. */
function applyPatch(patch: CheckoutPatch, current: Checkout): Checkout {
  const next: Checkout = { ...current, promoCodeErrors: [] }
  if (patch.customer) Object.assign(next, { customer: patch.customer, state: patch.state ?? next.state })
  if (patch.deliveryOption) {
    const option = [STANDARD_DELIVERY, RUSH_DELIVERY].find((o) => o.id === patch.deliveryOption) ?? null
    next.deliveryOption = option
    next.costs = { ...next.costs, shipping: { value: option?.price ?? 0 } }
  }
  if (patch.paymentMethod) next.paymentMethod = patch.paymentMethod
  if (patch.promoCode !== undefined) {
    const valid = patch.promoCode === 'SAVE10'
    next.promoCode = valid ? patch.promoCode : null
    next.promoCodeErrors = patch.promoCode && !valid ? ['promoCode is not valid'] : []
    next.costs = { ...next.costs, discount: { ...next.costs.discount, value: valid ? 250 : 0 } }
  }
  return next
}

function startCheckout(checkout: Checkout = aCheckout(), backend: Partial<Backend> = {}, { created = false } = {}) {
  const be: Backend = { verdict: { kind: 'valid' }, save: applyPatch, options: [STANDARD_DELIVERY, RUSH_DELIVERY], ...backend }
  let server = checkout
  const patches: CheckoutPatch[] = []
  const deliveryQueries: DeliveryOptionsInput[] = []
  const validated: Address[] = []
  const actor = createActor(
    checkoutMachine.provide({
      actors: {
        validateAddress: fromPromise(async ({ input }) => {
          validated.push(input.address)
          if (be.verdict instanceof Error) throw be.verdict
          return be.verdict
        }),
        updateCheckout: fromPromise(async ({ input }) => {
          patches.push(input.patch)
          const answer = be.save(input.patch, server)
          if (answer instanceof Error) throw answer
          server = answer
          return answer
        }),
        fetchDeliveryOptions: fromPromise(async ({ input }) => {
          deliveryQueries.push(input)
          if (be.options instanceof Error) throw be.options
          return be.options
        }),
      },
    }),
    { input: { checkout, created } },
  )
  const emitted: CheckoutEmitted[] = []
  actor.on('*', (event) => emitted.push(event as CheckoutEmitted))
  actor.start()
  return { actor, patches, deliveryQueries, validated, emitted, backend: be }
}

type Harness = ReturnType<typeof startCheckout>
const flush = () => vi.advanceTimersByTimeAsync(0)
const ctx = (h: Harness) => h.actor.getSnapshot().context
const inSection = (h: Harness, value: string | object) => h.actor.getSnapshot().matches({ sections: value } as never)
const TYPED: Customer = { ...CUSTOMER, firstName: 'Grace', lastName: 'Hopper' }

async function submitAddress(h: Harness, customer: Customer = TYPED) {
  h.actor.send({ type: 'address.submit', customer })
  await flush()
}

describe('checkout machine', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  describe('customer details', () => {
    it('opens on the address form and asks for an address before a promo code', () => {
      const h = startCheckout()

      expect(inSection(h, { customerDetails: 'editing' })).toBe(true)
      expect(h.actor.getSnapshot().matches({ promo: 'locked' })).toBe(true)
      expect(ctx(h).promoError?.text).toBe('Please enter your address before you enter a promo code.')
    })

    it('saves a valid address as pending, then opens delivery options and payment methods', async () => {
      const h = startCheckout()

      await submitAddress(h)

      expect(h.validated).toEqual([TYPED.address])
      expect(h.patches[0]).toEqual({ customer: TYPED, state: 'pending', marketingOptIn: false })
      expect(h.deliveryQueries).toEqual([{ checkoutId: 'chk_1', storeSlug: 'demo', countryCode: 'US', stateCode: 'CA' }])
      expect(inSection(h, { choosing: { deliveryOptions: 'idle', paymentMethods: 'idle' } })).toBe(true)
      expect(ctx(h).deliveryOptions.map((o) => o.id)).toEqual(['standard', 'rush'])
      expect(ctx(h).checkout.customer).toEqual(TYPED)
    })

    it("saves 'Email me with news and offers' with the customer details, kept through a failed save", async () => {
      const h = startCheckout(aCheckout(), { save: () => new Error('Server down') })

      h.actor.send({ type: 'address.submit', customer: TYPED, marketingOptIn: true })
      await flush()
      expect(h.patches[0]).toEqual({ customer: TYPED, state: 'pending', marketingOptIn: true })
      expect(inSection(h, { customerDetails: 'editing' })).toBe(true)
      expect(ctx(h).marketingOptIn).toBe(true)

      h.backend.save = applyPatch
      await submitAddress(h)
      expect(h.patches[1]).toEqual({ customer: TYPED, state: 'pending', marketingOptIn: true })
    })

    it('shows the promo code field once the address is saved', async () => {
      const h = startCheckout()

      await submitAddress(h)

      expect(h.actor.getSnapshot().matches({ promo: { open: 'idle' } })).toBe(true)
      expect(ctx(h).promoError).toBeNull()
    })

    it('forgets the delivery options once the order is finished', async () => {
      const h = startCheckout()
      await submitAddress(h)

      h.actor.send({ type: 'deliveryOptions.clear' })

      expect(ctx(h).deliveryOptions).toEqual([])
    })

    it('reopens a checkout that has an address on its summary and delivery options', async () => {
      const h = startCheckout(aCheckout({ customer: CUSTOMER }))
      await flush()

      expect(h.deliveryQueries).toHaveLength(1)
      expect(inSection(h, { choosing: {} })).toBe(true)
      expect(h.actor.getSnapshot().matches({ promo: 'open' })).toBe(true)
    })

    it('lets the shopper edit a saved address while its delivery options load', () => {
      const h = startCheckout(aCheckout({ customer: CUSTOMER }))
      expect(inSection(h, { customerDetails: 'fetchingDeliveryOptions' })).toBe(true)

      h.actor.send({ type: 'address.edit' })

      expect(inSection(h, { customerDetails: 'editing' })).toBe(true)
    })

    it('offers the suggested address and saves it when chosen', async () => {
      const h = startCheckout(aCheckout(), { verdict: { kind: 'suggestion', address: SUGGESTED } })
      await submitAddress(h)

      expect(inSection(h, { customerDetails: 'suggestingAddress' })).toBe(true)
      expect(ctx(h).suggestion).toEqual(SUGGESTED)
      h.actor.send({ type: 'address.useSuggestion' })
      await flush()

      expect(h.patches[0].customer?.address).toEqual(SUGGESTED)
      expect(inSection(h, { choosing: {} })).toBe(true)
    })

    it('keeps the address as typed when the shopper picks the original', async () => {
      const h = startCheckout(aCheckout(), { verdict: { kind: 'suggestion', address: SUGGESTED } })
      await submitAddress(h)

      h.actor.send({ type: 'address.useOriginal' })
      await flush()

      expect(h.patches[0].customer?.address).toEqual(TYPED.address)
    })

    it('goes back to the form with the typed data when the suggestion is cancelled', async () => {
      const h = startCheckout(aCheckout(), { verdict: { kind: 'suggestion', address: SUGGESTED } })
      await submitAddress(h)

      h.actor.send({ type: 'address.cancel' })

      expect(inSection(h, { customerDetails: 'editing' })).toBe(true)
      expect(ctx(h).customer).toEqual(TYPED)
      expect(h.patches).toEqual([])
    })

    it('shows the validation error above the street field and saves nothing', async () => {
      const h = startCheckout(aCheckout(), { verdict: { kind: 'error', message: 'Address not found' } })

      await submitAddress(h)

      expect(inSection(h, { customerDetails: 'editing' })).toBe(true)
      expect(ctx(h).addressError?.text).toBe('Address not found')
      expect(ctx(h).customer).toEqual(TYPED)
      expect(h.patches).toEqual([])
    })

    it('saves the address as typed when the validation service is down', async () => {
      const h = startCheckout(aCheckout(), { verdict: new Error('Failed to fetch') })

      await submitAddress(h)

      expect(h.patches[0].customer).toEqual(TYPED)
    })

    it("says 'Error checking out: …' and keeps the typed data when saving fails", async () => {
      const h = startCheckout(aCheckout(), { save: () => new Error('Email is invalid') })

      await submitAddress(h)

      expect(inSection(h, { customerDetails: 'editing' })).toBe(true)
      expect(ctx(h).error?.text).toBe('Error checking out: Email is invalid')
      expect(ctx(h).customer).toEqual(TYPED)
      expect(ctx(h).isLoading).toBe(false)
      expect(h.emitted).toContainEqual(expect.objectContaining({ type: 'toast.show', kind: 'danger', message: ctx(h).error }))
    })

    it("says 'Error checking out! Please try again.' when saving answers nothing", async () => {
      const h = startCheckout(aCheckout(), { save: () => new Error('') })

      await submitAddress(h)

      expect(ctx(h).error?.text).toBe('Error checking out! Please try again.')
      expect(h.emitted).toEqual([expect.objectContaining({ type: 'toast.show', kind: 'danger' })])
    })

    it('opens the afterpay-unavailable modal when no delivery option comes back', async () => {
      const h = startCheckout(aCheckout(), { options: [] })

      await submitAddress(h)

      expect(inSection(h, 'afterpayUnavailable')).toBe(true)
    })

    it('opens the afterpay-unavailable modal when delivery options fail to load, and returns to the form', async () => {
      const h = startCheckout(aCheckout(), { options: new Error('503') })
      await submitAddress(h)
      expect(inSection(h, 'afterpayUnavailable')).toBe(true)

      h.actor.send({ type: 'afterpayUnavailable.close' })

      expect(inSection(h, { customerDetails: 'editing' })).toBe(true)
      expect(ctx(h).customer).toEqual(TYPED)
    })

    it('toggles from the summary to the form with Edit, and back', async () => {
      const h = startCheckout()
      await submitAddress(h)

      h.actor.send({ type: 'address.edit' })
      expect(inSection(h, { customerDetails: 'editing' })).toBe(true)
      h.actor.send({ type: 'address.cancel' })

      expect(inSection(h, { choosing: {} })).toBe(true)
    })

    it('cannot leave the form before an address is saved', () => {
      const h = startCheckout()

      h.actor.send({ type: 'address.cancel' })

      expect(inSection(h, { customerDetails: 'editing' })).toBe(true)
    })
  })

  describe('loading', () => {
    it('flags loading on a checkout the cart has just created and clears it one second later', async () => {
      const h = startCheckout(aCheckout(), {}, { created: true })

      expect(ctx(h).isLoading).toBe(true)
      await vi.advanceTimersByTimeAsync(999)
      expect(ctx(h).isLoading).toBe(true)
      await vi.advanceTimersByTimeAsync(1)

      expect(ctx(h).isLoading).toBe(false)
    })

    it('flags no loading on a checkout reopened without the cart', () => {
      const h = startCheckout()

      expect(ctx(h).isLoading).toBe(false)
    })

    it('shows loading while saving and clears it one second after the answer', async () => {
      const h = startCheckout()

      h.actor.send({ type: 'address.submit', customer: TYPED })
      await vi.advanceTimersByTimeAsync(0)
      expect(ctx(h).isLoading).toBe(true)
      await vi.advanceTimersByTimeAsync(999)
      expect(ctx(h).isLoading).toBe(true)
      await vi.advanceTimersByTimeAsync(1)

      expect(ctx(h).isLoading).toBe(false)
    })

    it('restarts the one second when another save follows', async () => {
      const h = startCheckout()
      await submitAddress(h)
      await vi.advanceTimersByTimeAsync(900)

      h.actor.send({ type: 'deliveryOption.choose', id: 'rush' })
      await vi.advanceTimersByTimeAsync(500)

      expect(ctx(h).isLoading).toBe(true)
      await vi.advanceTimersByTimeAsync(500)
      expect(ctx(h).isLoading).toBe(false)
    })
  })

  describe('delivery options and payment methods', () => {
    it('saves the delivery option chosen and shows the new costs', async () => {
      const h = startCheckout()
      await submitAddress(h)

      h.actor.send({ type: 'deliveryOption.choose', id: 'rush' })
      expect(h.actor.getSnapshot().hasTag('loading')).toBe(true)
      await flush()

      expect(h.patches.at(-1)).toEqual({ deliveryOption: 'rush' })
      expect(ctx(h).checkout.deliveryOption?.id).toBe('rush')
      expect(ctx(h).checkout.costs.shipping.value).toBe(1299)
    })

    it('ignores a delivery option that was not quoted', async () => {
      const h = startCheckout(aCheckout(), { options: [STANDARD_DELIVERY] })
      await submitAddress(h)

      h.actor.send({ type: 'deliveryOption.choose', id: 'super_rush' })

      expect(inSection(h, { choosing: { deliveryOptions: 'idle' } })).toBe(true)
      expect(h.patches).toHaveLength(1)
    })

    it('saves the payment method as soon as it is chosen', async () => {
      const h = startCheckout()
      await submitAddress(h)

      h.actor.send({ type: 'paymentMethod.choose', method: 'paypal' })
      await flush()

      expect(h.patches.at(-1)).toEqual({ paymentMethod: 'paypal' })
      expect(ctx(h).checkout.paymentMethod).toBe('paypal')
    })

    it('shows the error and keeps the address when saving a choice fails', async () => {
      const h = startCheckout()
      await submitAddress(h)
      h.backend.save = () => new Error('Checkout is locked')

      h.actor.send({ type: 'paymentMethod.choose', method: 'card' })
      await flush()

      expect(ctx(h).error?.text).toBe('Error checking out: Checkout is locked')
      expect(ctx(h).checkout.customer).toEqual(TYPED)
      expect(inSection(h, { choosing: { paymentMethods: 'idle' } })).toBe(true)
    })
  })

  describe('promo code', () => {
    async function withAddress() {
      const h = startCheckout()
      await submitAddress(h)
      await vi.advanceTimersByTimeAsync(1000)
      return h
    }

    it('applies a valid code and shows the discount', async () => {
      const h = await withAddress()

      h.actor.send({ type: 'promo.apply', code: ' SAVE10 ' })
      await flush()

      expect(h.patches.at(-1)).toEqual({ promoCode: 'SAVE10' })
      expect(ctx(h).checkout.costs.discount.value).toBe(250)
      expect(ctx(h).promoCode).toBe('SAVE10')
      expect(ctx(h).promoError).toBeNull()
    })

    it('clears an invalid code and says it is not valid, until a discount appears', async () => {
      const h = await withAddress()

      h.actor.send({ type: 'promo.apply', code: 'NOPE' })
      await flush()
      expect(ctx(h).promoCode).toBe('')
      expect(ctx(h).promoError?.text).toBe("Sorry, this promo code isn't valid. Please check and try again.")
      expect(ctx(h).isLoading).toBe(false)

      await vi.advanceTimersByTimeAsync(300)
      h.actor.send({ type: 'promo.apply', code: 'SAVE10' })
      await flush()

      expect(ctx(h).promoError).toBeNull()
    })

    it('says the code is not valid when applying it fails', async () => {
      const h = await withAddress()
      h.backend.save = () => new Error('Failed to fetch')

      h.actor.send({ type: 'promo.apply', code: 'SAVE10' })
      await flush()

      expect(ctx(h).promoError?.key).toBe('promo.invalid')
      expect(ctx(h).promoCode).toBe('')
    })

    it('does nothing while the field is empty', async () => {
      const h = await withAddress()

      h.actor.send({ type: 'promo.apply', code: '   ' })

      expect(h.actor.getSnapshot().matches({ promo: { open: 'idle' } })).toBe(true)
    })

    it('sends an apply pressed within 300 ms when the 300 ms end, the last code only', async () => {
      const h = await withAddress()
      const saves = h.patches.length

      h.actor.send({ type: 'promo.apply', code: 'NOPE' })
      await flush()
      h.actor.send({ type: 'promo.apply', code: 'SAVE1' })
      await vi.advanceTimersByTimeAsync(200)
      h.actor.send({ type: 'promo.apply', code: 'SAVE10' })
      await vi.advanceTimersByTimeAsync(99)
      expect(h.patches.length).toBe(saves + 1)

      await vi.advanceTimersByTimeAsync(1)
      await flush()

      expect(h.patches.length).toBe(saves + 2)
      expect(h.patches.at(-1)).toEqual({ promoCode: 'SAVE10' })
      expect(ctx(h).checkout.costs.discount.value).toBe(250)
      expect(ctx(h).promoError).toBeNull()
    })

    it('forgets a pending apply when the code is removed within the 300 ms', async () => {
      const h = await withAddress()
      h.actor.send({ type: 'promo.apply', code: 'NOPE' })
      await flush()
      h.actor.send({ type: 'promo.apply', code: 'SAVE10' })

      h.actor.send({ type: 'promo.remove' })
      await flush()
      const saves = h.patches.length
      await vi.advanceTimersByTimeAsync(1000)

      expect(h.patches.length).toBe(saves)
      expect(h.patches.at(-1)).toEqual({ promoCode: null })
    })

    it('removes a code at once, even within 300 ms of applying it', async () => {
      const h = await withAddress()
      h.actor.send({ type: 'promo.apply', code: 'SAVE10' })
      await flush()

      h.actor.send({ type: 'promo.remove' })
      await flush()

      expect(h.patches.at(-1)).toEqual({ promoCode: null })
      expect(ctx(h).checkout.costs.discount.value).toBe(0)
    })

    it('removes the code', async () => {
      const h = await withAddress()
      h.actor.send({ type: 'promo.apply', code: 'SAVE10' })
      await vi.advanceTimersByTimeAsync(300)

      h.actor.send({ type: 'promo.remove' })
      await flush()

      expect(h.patches.at(-1)).toEqual({ promoCode: null })
      expect(ctx(h).promoCode).toBe('')
      expect(ctx(h).checkout.costs.discount.value).toBe(0)
    })

    it('clears the code and puts the cursor back in the field on Change code', async () => {
      const h = await withAddress()
      h.actor.send({ type: 'promo.apply', code: 'SAVE10' })
      await vi.advanceTimersByTimeAsync(300)

      h.actor.send({ type: 'promo.change' })
      await flush()

      expect(ctx(h).promoCode).toBe('')
      expect(h.emitted).toContainEqual({ type: 'promo.focus' })
      expect(ctx(h).checkout.promoCode).toBeNull()
    })

    it('ignores a code before there is an address', () => {
      const h = startCheckout()

      h.actor.send({ type: 'promo.apply', code: 'SAVE10' })

      expect(h.patches).toEqual([])
      expect(ctx(h).promoError?.text).toBe('Please enter your address before you enter a promo code.')
    })
  })
})

type SubmitOutcome = 'valid' | 'suggestion' | 'invalid' | 'validatorDown' | 'saveFails' | 'saveEmpty' | 'noDelivery' | 'deliveryFails'

type ModelEvent =
  | { type: 'address.submit'; outcome: SubmitOutcome }
  | { type: 'suggestion.useOriginal' }
  | { type: 'suggestion.useSuggestion' }
  | { type: 'suggestion.cancel' }
  | { type: 'modal.close' }
  | { type: 'address.edit' }
  | { type: 'delivery.choose'; outcome: 'saved' | 'fails' }
  | { type: 'payment.choose' }

const SUBMIT_OUTCOMES: SubmitOutcome[] = [
  'valid',
  'suggestion',
  'invalid',
  'validatorDown',
  'saveFails',
  'saveEmpty',
  'noDelivery',
  'deliveryFails',
]
const submitTo = (outcome: SubmitOutcome, target: string) => ({
  guard: ({ event }: { event: ModelEvent }) => event.type === 'address.submit' && event.outcome === outcome,
  target,
})

/** The checkout sections as a shopper moves through them; each submit carries the backend's answer. */
const shopperModel = createMachine({
  types: {} as { events: ModelEvent },
  id: 'checkoutModel',
  initial: 'form',
  states: {
    form: {
      meta: { description: 'fills in the address form' },
      initial: 'untouched',
      on: {
        'address.submit': [
          submitTo('valid', 'sections'),
          submitTo('validatorDown', 'sections'),
          submitTo('suggestion', 'suggestion'),
          submitTo('invalid', '.addressError'),
          submitTo('saveFails', '.checkoutError'),
          submitTo('saveEmpty', '.emptyAnswerError'),
          submitTo('noDelivery', 'deliveryUnavailable'),
          submitTo('deliveryFails', 'deliveryUnavailable'),
        ],
      },
      states: {
        untouched: { meta: { description: 'sees the form' } },
        addressError: { meta: { description: 'reads the validation error above the street field' } },
        checkoutError: { meta: { description: "reads 'Error checking out: …' with the typed data kept" } },
        emptyAnswerError: { meta: { description: "reads 'Error checking out! Please try again.' with the typed data kept" } },
      },
    },
    suggestion: {
      meta: { description: 'is offered a suggested address' },
      on: { 'suggestion.useOriginal': 'sections', 'suggestion.useSuggestion': 'sections', 'suggestion.cancel': 'form' },
    },
    deliveryUnavailable: {
      meta: { description: 'sees the afterpay-unavailable modal' },
      on: { 'modal.close': 'form' },
    },
    sections: {
      meta: { description: 'sees the address summary with delivery options and payment methods open' },
      initial: 'open',
      on: {
        'address.edit': 'form',
        'delivery.choose': [{ guard: ({ event }) => event.outcome === 'fails', target: '.saveFailed' }, { target: '.deliverySaved' }],
        'payment.choose': '.paymentSaved',
      },
      states: {
        open: {},
        deliverySaved: { meta: { description: 'has rush delivery saved and priced' } },
        paymentSaved: { meta: { description: 'has PayPal saved as the payment method' } },
        saveFailed: { meta: { description: "reads 'Error checking out: Checkout is locked'" } },
      },
    },
  },
})

function outcomeOf(event: object): string {
  return 'outcome' in event && typeof event.outcome === 'string' ? event.outcome : 'valid'
}

function configure(backend: Backend, outcome: string) {
  backend.verdict = { kind: 'valid' }
  backend.save = applyPatch
  backend.options = [STANDARD_DELIVERY, RUSH_DELIVERY]
  if (outcome === 'suggestion') backend.verdict = { kind: 'suggestion', address: SUGGESTED }
  if (outcome === 'invalid') backend.verdict = { kind: 'error', message: 'Address not found' }
  if (outcome === 'validatorDown') backend.verdict = new Error('Failed to fetch')
  if (outcome === 'saveFails') backend.save = () => new Error('Email is invalid')
  if (outcome === 'saveEmpty') backend.save = () => new Error('')
  if (outcome === 'noDelivery') backend.options = []
  if (outcome === 'deliveryFails') backend.options = new Error('503')
  if (outcome === 'fails') backend.save = () => new Error('Checkout is locked')
}

describe('checkout machine: shopper model, every shortest path', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  const model = createTestModel(shopperModel, {
    events: [
      ...SUBMIT_OUTCOMES.map((outcome) => ({ type: 'address.submit' as const, outcome })),
      { type: 'delivery.choose', outcome: 'saved' },
      { type: 'delivery.choose', outcome: 'fails' },
    ],
  })

  for (const path of model.getShortestPaths()) {
    it(path.description, async () => {
      const h = startCheckout()
      let typed = false
      const act = async (outcome: string, event: Parameters<typeof h.actor.send>[0]) => {
        configure(h.backend, outcome)
        h.actor.send(event)
        await flush()
      }
      const errorText = () => ctx(h).error?.text

      await path.test({
        events: {
          'address.submit': ({ event }) => {
            typed = true
            return act(outcomeOf(event), { type: 'address.submit', customer: TYPED })
          },
          'suggestion.useOriginal': () => act('valid', { type: 'address.useOriginal' }),
          'suggestion.useSuggestion': () => act('valid', { type: 'address.useSuggestion' }),
          'suggestion.cancel': () => act('valid', { type: 'address.cancel' }),
          'modal.close': () => act('valid', { type: 'afterpayUnavailable.close' }),
          'address.edit': () => act('valid', { type: 'address.edit' }),
          'delivery.choose': ({ event }) => act(outcomeOf(event), { type: 'deliveryOption.choose', id: 'rush' }),
          'payment.choose': () => act('valid', { type: 'paymentMethod.choose', method: 'paypal' }),
        },
        states: {
          form: () => {
            expect(inSection(h, { customerDetails: 'editing' })).toBe(true)
            expect(ctx(h).customer).toEqual(typed ? TYPED : null)
            expect(h.actor.getSnapshot().hasTag('loading')).toBe(false)
          },
          'form.addressError': () => expect(ctx(h).addressError?.text).toBe('Address not found'),
          'form.checkoutError': () => expect(errorText()).toBe('Error checking out: Email is invalid'),
          'form.emptyAnswerError': () => expect(errorText()).toBe('Error checking out! Please try again.'),
          suggestion: () => {
            expect(inSection(h, { customerDetails: 'suggestingAddress' })).toBe(true)
            expect(ctx(h).suggestion).toEqual(SUGGESTED)
          },
          deliveryUnavailable: () => expect(inSection(h, 'afterpayUnavailable')).toBe(true),
          sections: () => {
            expect(inSection(h, { choosing: {} })).toBe(true)
            expect(ctx(h).deliveryOptions).toHaveLength(2)
            expect(h.actor.getSnapshot().matches({ promo: 'open' })).toBe(true)
          },
          'sections.deliverySaved': () => expect(ctx(h).checkout.deliveryOption?.id).toBe('rush'),
          'sections.paymentSaved': () => expect(ctx(h).checkout.paymentMethod).toBe('paypal'),
          'sections.saveFailed': () => {
            expect(errorText()).toBe('Error checking out: Checkout is locked')
            expect(ctx(h).checkout.customer?.firstName).toBe('Grace')
          },
        },
      })
    })
  }
})
