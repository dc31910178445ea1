/**
 * The sandbox fulfilment centre's timetable: an order ships a day after it is placed and
 * arrives on the last day of its delivery estimate. Status only ever moves forward.
 */
export type FulfilmentStatus = 'processing' | 'shipped' | 'delivered'

const ORDER: readonly FulfilmentStatus[] = ['processing', 'shipped', 'delivered']
const SHIP_AFTER_MS = 24 * 60 * 60 * 1000
/** Without an estimate (digital orders have none to wait for), delivered a week after shipping. */
const DELIVER_AFTER_MS = 8 * 24 * 60 * 60 * 1000

export function dueStatus({ createdAt, arrivalDate }: { createdAt: string; arrivalDate: string | null }, now: Date): FulfilmentStatus {
  const placed = Date.parse(createdAt)
  const age = now.getTime() - placed
  const deliveredAt = arrivalDate ? Date.parse(`${arrivalDate}T18:00:00Z`) : placed + DELIVER_AFTER_MS
  if (now.getTime() >= Math.max(deliveredAt, placed + SHIP_AFTER_MS)) return 'delivered'
  if (age >= SHIP_AFTER_MS) return 'shipped'
  return 'processing'
}

/** The status after this one, or null at the end (the dev advance endpoint's step). */
export function nextStatus(status: FulfilmentStatus): FulfilmentStatus | null {
  const index = ORDER.indexOf(status)
  return index >= 0 && index < ORDER.length - 1 ? ORDER[index + 1] : null
}

/** Whether moving from one status to another goes forward. */
export function isLater(candidate: FulfilmentStatus, current: FulfilmentStatus): boolean {
  return ORDER.indexOf(candidate) > ORDER.indexOf(current)
}
