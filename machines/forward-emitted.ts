import { type AnyActorRef, type AnyEventObject, fromCallback } from 'xstate'

/**
 * Hands every event a sibling actor emits (toasts, a settled attempt, PayPal's order) to
 * the actor that invokes this (`input: ({ self }) => ({ systemId, to: self })`), so its rules
 * react to them as events of its own and the inspector shows them arriving. The sibling is
 * found by its system id; it forwards until it is stopped.
 */
export const forwardEmitted = fromCallback<AnyEventObject, { systemId: string; to: AnyActorRef }>(({ input, system }) => {
  const source = system.get(input.systemId)
  // The error names the system id no actor has.
  if (!source) throw new Error(input.systemId)
  return source.on('*', (event: AnyEventObject) => input.to.send(event)).unsubscribe
})
