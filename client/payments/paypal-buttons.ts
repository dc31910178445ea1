import type { OnApproveActions, PayPalButtonsComponentOptions } from '@paypal/paypal-js'

/** What the store's answer to an approval asks of PayPal's button: nothing more, or to restart the approval. */
export type PaypalApprovalOutcome = 'done' | 'restart'

export interface PaypalButtonHandlers {
  /** Starts the payment; resolves with PayPal's order id once the store has made it. */
  createOrder(): Promise<string>
  /** Places the order the buyer approved in PayPal's window; resolves once the store has answered. */
  onApprove(): Promise<PaypalApprovalOutcome>
  onCancel(): void
  onError(): void
}

/**
 * The options for `paypal.Buttons`. onApprove waits for the store's answer (PayPal keeps its
 * window busy meanwhile); when PayPal refused the funding source (INSTRUMENT_DECLINED) the
 * approval restarts in PayPal's window with `actions.restart()`, as PayPal documents for
 * orders authorized from a server, instead of sending the shopper away to approve again.
 */
export function paypalButtonOptions(
  handlers: PaypalButtonHandlers,
  style: PayPalButtonsComponentOptions['style'],
): PayPalButtonsComponentOptions {
  return {
    style,
    createOrder: () => handlers.createOrder(),
    onApprove: async (_data: unknown, actions: OnApproveActions) => {
      if ((await handlers.onApprove()) === 'restart') actions.restart()
    },
    onCancel: () => handlers.onCancel(),
    onError: () => handlers.onError(),
  }
}
