import type { InspectionEvent, Observer } from 'xstate'

/** The part of createActor's options that connects an actor to the Stately inspector. */
export interface InspectOptions {
  inspect?: Observer<InspectionEvent>
}

/** True in development when the page's query string carries `?inspect`. */
export function wantsInspector(isDevelopment: boolean, search: string): boolean {
  return isDevelopment && new URLSearchParams(search).has('inspect')
}

let inspector: Promise<Observer<InspectionEvent>> | null = null

/**
 * `{ inspect }` for createActor when enabled, else `{}`. The inspector module is imported
 * only then, so production bundles and the server never load it; every actor of the page
 * shares the one inspector window.
 */
export async function inspectOptions(enabled: boolean): Promise<InspectOptions> {
  if (!enabled) return {}
  inspector ??= import('@statelyai/inspect').then(({ createBrowserInspector }) => createBrowserInspector().inspect)
  return { inspect: await inspector }
}
