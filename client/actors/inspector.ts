import type { InspectionEvent, Observer } from 'xstate'
import { inspectOptions, wantsInspector } from './inspect-options'

let observer: Observer<InspectionEvent> | null | undefined

/**
 * The `inspect` option for every actor the page creates: with `?inspect` in development,
 * an observer that hands events to the Stately inspector (events from before it opened are
 * kept and replayed, so the inspector sees each actor from its start); otherwise undefined.
 */
export function pageInspector(environment: string): Observer<InspectionEvent> | undefined {
  if (observer !== undefined) return observer ?? undefined
  if (typeof window === 'undefined' || !wantsInspector(environment === 'development', window.location.search)) {
    observer = null
    return undefined
  }
  const pending: InspectionEvent[] = []
  let target: Observer<InspectionEvent> | null = null
  void inspectOptions(true).then(({ inspect }) => {
    if (!inspect) return
    target = inspect
    for (const event of pending.splice(0)) inspect.next?.(event)
  })
  observer = {
    next(event) {
      if (target) target.next?.(event)
      else pending.push(event)
    },
  }
  return observer
}
