/**
 * One running actor of a kind, readable without loading its machine's code: a page that
 * only shows what an actor would say (a cart, the toasts' regions) renders from nothing
 * until a machine that has something to do registers its actor.
 */
export function createActorRegistry<TActor>() {
  let running: TActor | null = null
  const listeners = new Set<() => void>()
  return {
    register(actor: TActor): void {
      running = actor
      for (const listener of listeners) listener()
    },
    running: (): TActor | null => running,
    /** Calls back once an actor is registered; answers the unsubscribe. */
    onRegistered(listener: () => void): () => void {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
