import { describe, expect, it } from 'vitest'
import { EMPTY_CONTACT, validateContact, validateContactField } from './contact-validation'

describe('contact form rules', () => {
  it('asks for every field of an empty form', () => {
    expect(validateContact(EMPTY_CONTACT)).toEqual({
      'contact-ordernumber': 'contact.orderNumberRequired',
      'contact-email': 'address.errorEmail',
      'contact-fullname': 'contact.fullNameRequired',
      'contact-reason': 'contact.reasonRequired',
      'contact-reason-message': 'contact.messageRequired',
    })
  })

  it('accepts a complete form', () => {
    expect(
      validateContact({
        'contact-ordernumber': 'ORD-7KQ2-M9XD-4HTP',
        'contact-email': ' ada@example.com ',
        'contact-fullname': 'Ada Lovelace',
        'contact-reason': 'order',
        'contact-reason-message': 'My hoodie has not arrived.',
      }),
    ).toEqual({})
  })

  it('treats blank text as missing', () => {
    expect(validateContactField('contact-fullname', '   ')).toBe('contact.fullNameRequired')
  })

  it('wants a real email address', () => {
    for (const email of ['ada', 'ada@', 'ada@example', '@example.com', 'a da@example.com']) {
      expect(validateContactField('contact-email', email)).toBe('address.errorEmail')
    }
  })

  it('takes only one of the three reasons', () => {
    expect(validateContactField('contact-reason', 'order')).toBeNull()
    expect(validateContactField('contact-reason', 'refund')).toBe('contact.reasonRequired')
  })
})
