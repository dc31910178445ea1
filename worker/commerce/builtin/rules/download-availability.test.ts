import { describe, expect, it } from 'vitest'
import { isDownloadAvailable } from './download-availability'

describe('isDownloadAvailable', () => {
  const grant = { storeSlug: 'moonlit', orderPaid: true, expiresAt: '2026-05-01T15:00:00.000Z' }
  const now = new Date('2026-03-02T15:00:00Z')

  it('works on its own store for a paid order before it expires', () => {
    expect(isDownloadAvailable(grant, 'moonlit', now)).toBe(true)
  })

  it('does not work on another store, for an unpaid or canceled order, or once expired', () => {
    expect(isDownloadAvailable(grant, 'sunbeam', now)).toBe(false)
    expect(isDownloadAvailable({ ...grant, orderPaid: false }, 'moonlit', now)).toBe(false)
    expect(isDownloadAvailable(grant, 'moonlit', new Date('2026-05-01T15:00:00Z'))).toBe(false)
  })
})
