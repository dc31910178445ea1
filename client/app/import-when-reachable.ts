/**
 * Imports code no shopper waits for (a later part, the analytics boot) without ever failing:
 * a chunk that could not be fetched (the network dropped) is asked for again each time the
 * browser comes back online, and until it arrives the promise stays pending, so the server's
 * HTML stays in place and nothing throws.
 */
export function importWhenReachable<T>(importCode: () => Promise<T>, connection: EventTarget = window): Promise<T> {
  return importCode().catch(
    () =>
      new Promise<T>((resolve) => {
        connection.addEventListener('online', () => void importWhenReachable(importCode, connection).then(resolve), { once: true })
      }),
  )
}
