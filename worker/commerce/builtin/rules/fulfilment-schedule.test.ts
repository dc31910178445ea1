import { describe, expect, it } from 'vitest'
import { dueStatus, isLater, nextStatus } from './fulfilment-schedule'

const order = { createdAt: '2026-03-02T15:00:00.000Z', arrivalDate: '2026-03-11' }

describe('sandbox fulfilment schedule', () => {
  it('is processing on the day the order is placed', () => {
    expect(dueStatus(order, new Date('2026-03-03T14:59:59Z'))).toBe('processing')
  })

  it('ships a day later', () => {
    expect(dueStatus(order, new Date('2026-03-03T15:00:00Z'))).toBe('shipped')
  })

  it('is delivered by the end of the estimated arrival date', () => {
    expect(dueStatus(order, new Date('2026-03-11T17:59:59Z'))).toBe('shipped')
    expect(dueStatus(order, new Date('2026-03-11T18:00:00Z'))).toBe('delivered')
  })

  it('never delivers before shipping, even with an arrival date of today', () => {
    expect(dueStatus({ ...order, arrivalDate: '2026-03-02' }, new Date('2026-03-02T20:00:00Z'))).toBe('processing')
  })

  it('delivers orders without an estimate eight days after they are placed', () => {
    expect(dueStatus({ ...order, arrivalDate: null }, new Date('2026-03-10T15:00:00Z'))).toBe('delivered')
  })

  it('steps forward one status at a time for the dev advance endpoint', () => {
    expect(nextStatus('processing')).toBe('shipped')
    expect(nextStatus('shipped')).toBe('delivered')
    expect(nextStatus('delivered')).toBeNull()
    expect(isLater('shipped', 'processing')).toBe(true)
    expect(isLater('processing', 'shipped')).toBe(false)
  })
})
