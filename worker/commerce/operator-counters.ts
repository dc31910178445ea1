/**
 * Counters of what an operator should know keeps happening (an address validation service
 * whose answers cannot be read, or that does not answer in time), kept in KV so they
 * outlive isolates and work in either mode. Each occurrence is a key of its own
 * (`{prefix}{name}:{time}-{random}`, kept 30 days): one write per key, so concurrent
 * counts are never lost and no key meets KV's one-write-a-second limit; a count is a
 * listing of the keys, eventually consistent as KV is (about a minute across locations).
 */

const PREFIX = 'operator-count:v1:'
/** How long an occurrence is counted. */
export const COUNTED_DAYS = 30
/** Listing pages read at most (1000 keys each); beyond them the counts say `complete: false`. */
const MAX_PAGES = 20

interface OperatorCount {
  name: string
  total: number
  /** Occurrences per UTC day (YYYY-MM-DD), oldest first. */
  days: { day: string; count: number }[]
  /** When it last happened (ISO). */
  last: string
}

export interface OperatorCounts {
  counters: OperatorCount[]
  /** The counts cover occurrences since this instant (ISO). */
  since: string
  /** False when there were more occurrences than one call lists. */
  complete: boolean
}

const NAME = /^[a-z0-9][a-z0-9.-]{0,62}$/

/** Counts one occurrence of `name` (lower-case words, dots and dashes: 'address-validation.timeout'). */
export async function countOccurrence(kv: KVNamespace, name: string, at = new Date()): Promise<void> {
  if (!NAME.test(name)) throw new Error(`Counter names are lower-case words, dots and dashes, not "${name}"`)
  const key = `${PREFIX}${name}:${at.getTime()}-${crypto.randomUUID().slice(0, 8)}`
  await kv.put(key, '', { expirationTtl: COUNTED_DAYS * 86_400 })
}

/** Every counter with an occurrence in the last COUNTED_DAYS days, by name. */
export async function operatorCounts(kv: KVNamespace, now = new Date()): Promise<OperatorCounts> {
  const sinceMs = now.getTime() - COUNTED_DAYS * 86_400_000
  const byName = new Map<string, { days: Map<string, number>; last: number }>()
  let cursor: string | undefined
  let complete = false
  for (let page = 0; page < MAX_PAGES; page++) {
    const listed = await kv.list({ prefix: PREFIX, cursor })
    for (const { name: key } of listed.keys) {
      const [name, stamp] = key.slice(PREFIX.length).split(':')
      const at = Number.parseInt(stamp ?? '', 10)
      if (!name || !Number.isFinite(at) || at < sinceMs) continue
      const day = new Date(at).toISOString().slice(0, 10)
      const counter = byName.get(name) ?? { days: new Map<string, number>(), last: 0 }
      counter.days.set(day, (counter.days.get(day) ?? 0) + 1)
      counter.last = Math.max(counter.last, at)
      byName.set(name, counter)
    }
    if (listed.list_complete) {
      complete = true
      break
    }
    cursor = listed.cursor
  }
  const counters = [...byName.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, counter]) => {
      const days = [...counter.days.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([day, count]) => ({ day, count }))
      return { name, total: days.reduce((sum, day) => sum + day.count, 0), days, last: new Date(counter.last).toISOString() }
    })
  return { counters, since: new Date(sinceMs).toISOString(), complete }
}
