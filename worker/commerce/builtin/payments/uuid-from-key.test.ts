import { describe, expect, it } from 'vitest'
import { uuidFromKey } from './uuid-from-key'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

describe('uuidFromKey', () => {
  it('turns a long idempotency key into a UUID Afterpay accepts as requestId', async () => {
    const key = `ck_${'a'.repeat(24)}:v3:afterpay:4200USD:pay:capture`
    const id = await uuidFromKey(key)
    expect(id).toMatch(UUID)
    expect(id).toHaveLength(36)
  })

  it('gives a retry the same id and another call another id', async () => {
    expect(await uuidFromKey('ck_1:v1:afterpay:100USD:pay:resume')).toBe(await uuidFromKey('ck_1:v1:afterpay:100USD:pay:resume'))
    expect(await uuidFromKey('ck_1:v1:afterpay:100USD:pay:resume')).not.toBe(await uuidFromKey('ck_1:v1:afterpay:100USD:pay:capture'))
  })
})
