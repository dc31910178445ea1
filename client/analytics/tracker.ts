import type { AnalyticsEvent } from '../../domain/constants'
import type { TrackArgs, TrackPayloads } from './events'

/** Something that receives tracked events: a pixel, or the app's own first-party calls. */
export type Sink = (...args: TrackArgs) => void

export interface Tracker {
  track<E extends AnalyticsEvent>(event: E, payload: TrackPayloads[E]): void
  /** Hands the pixels over; events tracked before are delivered now. No sinks: they are dropped. */
  connect(sinks: readonly Sink[]): void
  /** Keeps events again until the next connect (the pixels a new consent allows are loading). */
  hold(): void
  /** While paused (checkout pages) pixels receive nothing. */
  setPaused(paused: boolean): void
  /**
   * First-party listeners hear every event at once, connected or not, paused or not; with
   * `replayQueued`, also those kept so far for the pixels (tracked before the listener loaded).
   */
  listen(listener: Sink, options?: { replayQueued?: boolean }): () => void
}

/** Events kept while the pixels load; a long session before they load keeps the latest. */
const MAX_QUEUE = 100

export function createTracker(onError: (error: unknown) => void = (error) => console.warn('tracking failed', error)): Tracker {
  let sinks: readonly Sink[] | null = null
  let paused = false
  const queue: TrackArgs[] = []
  const listeners = new Set<Sink>()

  const deliver = (to: Iterable<Sink>, args: TrackArgs) => {
    for (const sink of to) {
      try {
        sink(...args)
      } catch (error) {
        onError(error)
      }
    }
  }

  return {
    track(event, payload) {
      const args = [event, payload] as TrackArgs
      deliver(listeners, args)
      if (paused) return
      if (sinks === null) {
        queue.push(args)
        if (queue.length > MAX_QUEUE) queue.shift()
        return
      }
      deliver(sinks, args)
    },
    connect(next) {
      sinks = next
      const pending = queue.splice(0)
      for (const args of pending) deliver(next, args)
    },
    hold() {
      sinks = null
    },
    setPaused(value) {
      paused = value
    },
    listen(listener, { replayQueued = false } = {}) {
      if (replayQueued) for (const args of queue) deliver([listener], args)
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

/** The page's tracker. Pages call `track(...)`; the analytics boot connects the pixels. */
export const tracker: Tracker = createTracker()

/** Records one of the commerce events of spec section 9, or a tracked failure of section 8. */
export function track<E extends AnalyticsEvent>(event: E, payload: TrackPayloads[E]): void {
  tracker.track(event, payload)
}
