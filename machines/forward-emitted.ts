import { type AnyActorRef, type AnyEventObject, fromPromise } from 'xstate'

/**
 * Hands every event a sibling actor emits (toasts, a settled attempt, PayPal's order) to
 * the actor that invokes this (`input: ({ self }) => ({ systemId, to: self })`), so its rules
 * react to them as events of its own and the inspector shows them arriving. The sibling is
 * found by its system id. A promise that never settles: it forwards until it is stopped
 * (fromPromise rather than fromCallback keeps the browser's shared xstate code as it was).
 */
export const forwardEmitted = fromPromise<never, { systemId: string; to: AnyActorRef }>(
  ({ input, system, signal }) =>
    new Promise<never>(() => {
      const source = system.get(input.systemId)
      if (!source) throw new Error(`No actor with the system id "${input.systemId}" to forward events from`)
      const subscription = source.on('*', (event: AnyEventObject) => input.to.send(event))
      signal.addEventListener('abort', () => subscription.unsubscribe(), { once: true })
    }),
)
