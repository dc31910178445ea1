import { useActorRef, useSelector } from '@xstate/react'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import type { PaymentMethod } from '../../../domain/constants'
import type { Checkout } from '../../../domain/schemas/checkout'
import { type CheckoutPageActor, provideCheckoutPage } from '../../actors/checkout-page-actor'
import { pageInspector } from '../../actors/inspector'
import { useShell } from '../../app/shell'
import { paymentReturnUrl } from '../../app/thank-you-path'
import { checkoutPageMachine } from '../../../machines/checkout-page.machine'
import { chosenMethod } from '../../../machines/payment-methods'
import type { CardFieldSlot } from '../../payments/card-field'

export interface CheckoutPageProps {
  checkout: Checkout
  /** Reopened from a link or on the way back from a provider: Afterpay is not offered. */
  resumed: boolean
  /** Back from a provider's page (3-D Secure, PayPal, Afterpay, a wallet). */
  returned: boolean
  /** The method asked for by ?method= (express checkout, the afterpay fallback). */
  preferredMethod: PaymentMethod | null
}

type PageChildren = ReturnType<CheckoutPageActor['getSnapshot']>['children']

function child<K extends keyof PageChildren>(page: CheckoutPageActor, id: K): NonNullable<PageChildren[K]> {
  const ref = page.getSnapshot().children[id]
  if (!ref) throw new Error(`The checkout page has no ${String(id)} actor`)
  return ref as NonNullable<PageChildren[K]>
}

/**
 * The checkout page's machine tree, started for this page, and the snapshots the view
 * renders. The server renders the machine as declared: actors are never started there, so
 * their I/O never runs and `provide()` costs no render CPU (docs/decisions/012).
 */
export function useCheckoutPage({ checkout, resumed, returned, preferredMethod }: CheckoutPageProps) {
  const shell = useShell()
  const navigate = useNavigate()
  const [{ machine, cardSlot }] = useState(() => {
    const cardSlot: CardFieldSlot = { current: null }
    if (typeof window === 'undefined') return { machine: checkoutPageMachine, cardSlot }
    const go = (path: string, options?: { replace?: boolean }) => void navigate(path, options)
    return { machine: provideCheckoutPage({ shell, checkoutId: checkout.id, navigate: go, cardField: cardSlot }), cardSlot }
  })
  const page = useActorRef(machine, {
    input: {
      checkout,
      resumed,
      returned,
      preferredMethod,
      storeRegion: shell.store.region,
      returnUrl: paymentReturnUrl(shell.origin, checkout.id),
      hideCard: shell.store.flags.hideCard,
      hidePaypal: shell.store.flags.hidePaypal,
    },
    inspect: pageInspector(shell.environment),
  })
  const state = useSelector(page, (snapshot) => snapshot)
  const form = useSelector(child(page, 'checkout'), (snapshot) => snapshot)
  const payment = useSelector(child(page, 'payment'), (snapshot) => snapshot)
  const afterpayNotice = useSelector(child(page, 'afterpayFallback'), (snapshot) => snapshot.context.notice)

  const choosing = form.matches({ sections: 'choosing' })
  // A saved address shows as its summary, from the first paint, while its quotes load.
  const editing =
    form.matches({ sections: 'customerDetails' }) && !form.matches({ sections: { customerDetails: 'fetchingDeliveryOptions' } })
  const paying = payment.hasTag('loading') || payment.matches('redirecting') || payment.matches('completed')
  const settling = state.hasTag('settling')
  return {
    page,
    state,
    form,
    payment,
    afterpayNotice,
    cardSlot,
    method: chosenMethod(state.context.selectedMethod, payment.context.offered),
    paymentError: payment.context.error ?? state.context.returnError,
    choosing,
    editing,
    savingAddress: editing && !form.matches({ sections: { customerDetails: 'editing' } }),
    paying,
    settling,
    busy: paying || shell.preview || settling,
  }
}

export type CheckoutPage = ReturnType<typeof useCheckoutPage>
