import { describe, expect, it } from 'vitest'
import { CARD_MESSAGES, passesLuhn, readTestCard } from './sandbox-cards'

const now = new Date('2026-03-02T12:00:00Z')
const card = (number: string, overrides: Partial<{ expMonth: number; expYear: number; cvc: string }> = {}) =>
  readTestCard({ number, expMonth: 12, expYear: 2030, cvc: '123', ...overrides }, now)

describe('sandbox test cards', () => {
  it('charges 4242 4242 4242 4242 successfully', () => {
    expect(card('4242 4242 4242 4242')).toEqual({
      ok: true,
      card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030, outcome: 'succeed' },
    })
  })

  it('declines 4000 0000 0000 0002', () => {
    expect(card('4000 0000 0000 0002')).toMatchObject({ ok: true, card: { outcome: 'decline' } })
  })

  it('asks for authentication with 4000 0027 6000 3184', () => {
    expect(card('4000002760003184')).toMatchObject({ ok: true, card: { outcome: 'authenticate', last4: '3184' } })
  })

  it('declines a real-looking card that is not a test card', () => {
    expect(card('4111 1111 1111 1111')).toMatchObject({ ok: true, card: { outcome: 'not-a-test-card' } })
  })

  it('rejects a mistyped number', () => {
    expect(card('4242 4242 4242 4241')).toEqual({ ok: false, field: 'number', message: CARD_MESSAGES.invalidNumber })
    expect(passesLuhn('79927398713')).toBe(true)
  })

  it('rejects an expired card but accepts one expiring this month', () => {
    expect(card('4242424242424242', { expMonth: 2, expYear: 26 })).toMatchObject({
      ok: false,
      field: 'expiry',
      message: CARD_MESSAGES.expired,
    })
    expect(card('4242424242424242', { expMonth: 3, expYear: 26 })).toMatchObject({ ok: true })
    expect(card('4242424242424242', { expMonth: 13 })).toMatchObject({ ok: false, field: 'expiry' })
  })

  it('wants four security digits for American Express and three for the others', () => {
    expect(card('378282246310005', { cvc: '123' })).toMatchObject({ ok: false, field: 'cvc' })
    expect(card('378282246310005', { cvc: '1234' })).toMatchObject({ ok: true, card: { brand: 'amex' } })
    expect(card('5555555555554444', { cvc: '12' })).toMatchObject({ ok: false, field: 'cvc' })
  })
})
