import { describe, expect, it } from 'vitest'
import { MESSAGE_TEXT, type MessageKey, message } from '../../machines/messages'
import { catalogues } from './all'
import en from './en'
import { createTranslator } from './translator'
import { machineText } from './machine-text'

const t = createTranslator('en', en)

describe('machineText', () => {
  it('reads every machine message in English exactly as the machines word it', () => {
    for (const key of Object.keys(MESSAGE_TEXT) as MessageKey[]) {
      const values = { message: 'Your card was declined.' }
      expect(machineText(t, message(key, values)), key).toBe(message(key, values).text)
    }
  })

  it('shows the server and card provider texts unchanged', () => {
    expect(machineText(t, message('payment.cardError', { message: 'Your card number is invalid.' }))).toBe('Your card number is invalid.')
    expect(machineText(t, message('checkout.errorWithMessage', { message: 'Out of stock' }))).toBe('Error checking out: Out of stock')
  })

  it("reads the retry-exceeded failure in the buyer's language, naming the request", () => {
    const failure = message('checkout.errorWithMessage', { message: 'Create checkout Request retry exceeded limit' })
    expect(machineText(t, failure)).toBe('Error checking out: Create checkout Request retry exceeded limit')
    const german = createTranslator('de', catalogues.de)
    expect(machineText(german, failure)).toBe(
      `${german('errors.checkoutMessage', { message: german('errors.retryExceeded', { name: 'Create checkout' }) })}`,
    )
    expect(machineText(german, failure)).toContain('Create checkout: Anfrage nach zu vielen Versuchen abgebrochen')
  })
})
