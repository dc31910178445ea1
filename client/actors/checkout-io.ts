import { fromPromise } from 'xstate'
import type { AddressVerdict } from '../../machines/checkout.machine'
import { checkoutMachine } from '../../machines/checkout.machine'
import { CheckoutApiError, type CheckoutApi } from '../api/checkout-api'

/**
 * The checkout machine with the store's API behind it: address validation, PUT
 * /v1/checkout and the delivery quotes.
 */
export function provideCheckoutMachine(api: CheckoutApi) {
  return checkoutMachine.provide({
    actors: {
      validateAddress: fromPromise<AddressVerdict, { address: Parameters<CheckoutApi['validateAddress']>[0] }>(async ({ input }) => {
        const verdict = await api.validateAddress(input.address)
        if (verdict.status === 'valid') return { kind: 'valid' }
        if (verdict.status === 'suggestion') return { kind: 'suggestion', address: verdict.suggestion }
        return { kind: 'error', message: verdict.message }
      }),
      updateCheckout: fromPromise(async ({ input }) => {
        try {
          return await api.updateCheckout(input.checkoutId, input.storeSlug, input.patch)
        } catch (error) {
          // A refused promo code is an answer, not a failure: the checkout as it stands, with the reason.
          if (!(error instanceof CheckoutApiError) || !error.isPromoError) throw error
          const current = await api.getCheckout(input.checkoutId, input.storeSlug)
          return { ...current, promoCode: null, promoCodeErrors: error.fieldErrors.map((field) => field.detail) }
        }
      }),
      fetchDeliveryOptions: fromPromise(({ input }) =>
        api.deliveryOptions(input.checkoutId, input.storeSlug, input.stateCode, input.countryCode),
      ),
    },
  })
}
