import { describe, expect, it } from 'vitest'
import { LOCALES } from '../../domain/constants'
import { MESSAGES } from '../../domain/schemas/fields'
import { catalogues } from './all'
import en from './en'
import { argumentNames, compileMessage, pluralSelectors } from './message-format'
import { createTranslator } from './translator'
import type { MessageKey } from './types'

const keys = Object.keys(en).sort() as MessageKey[]
const namesOf = (source: string) => [...argumentNames(compileMessage(source))].sort()

describe.each(LOCALES)('the %s catalogue', (locale) => {
  const catalogue = catalogues[locale]

  it('has every key of the English catalogue and no others', () => {
    expect(Object.keys(catalogue).sort()).toEqual(keys)
  })

  it('keeps the same arguments as English in every message', () => {
    for (const key of keys) {
      expect({ key, names: namesOf(catalogue[key]) }).toEqual({ key, names: namesOf(en[key]) })
    }
  })

  it('has no empty message and an "other" form in every plural', () => {
    for (const key of keys) {
      expect(catalogue[key].trim(), key).not.toBe('')
      for (const selectors of pluralSelectors(compileMessage(catalogue[key]))) expect(selectors, key).toContain('other')
    }
  })
})

describe.each(LOCALES.filter((locale) => !locale.startsWith('en')))('the %s translation', (locale) => {
  it('is a real translation, not a copy of the English', () => {
    const catalogue = catalogues[locale]
    const same = keys.filter((key) => catalogue[key] === en[key])
    // Brand names, codes and short loanwords (PayPal, 404!, Status: {status}) stay as they are.
    expect(same.length / keys.length).toBeLessThan(0.1)
  })
})

describe('the English catalogue', () => {
  it('carries the spec’s texts exactly', () => {
    const expected: Partial<Record<MessageKey, string>> = {
      'search.heading': 'Type keywords to search',
      'search.noResults': 'No results for "{query}"',
      'collection.empty': 'There are no products for this category',
      'cart.title': 'My Cart',
      'cart.empty': 'Your cart is empty.',
      'notFound.code': '404!',
      'notFound.title': 'Page not found',
      'notFound.body': 'Somehow you have come to a page that does not exist.',
      'notFound.home': 'Go to homepage',
      'listing.notFound': 'Listing not found',
      'listing.privateTitle': 'Listing is currently set as Private',
      'listing.privateBody': "This page won't be visible to anyone",
      'listing.outOfStock': 'Out of stock',
      'listing.youMightAlsoLike': 'You might also like',
      'header.cart': 'Cart · {count}',
      'header.explore': 'Explore',
      'checkout.salesTax': 'Sales Tax',
      'checkout.delivery': 'Delivery',
      'checkout.deliveryOption': '{name} delivery',
      'checkout.totalCost': 'Total cost',
      'checkout.completePurchase': 'Complete my purchase',
      'header.continueShopping': 'Continue shopping',
      'home.featuredProducts': 'Featured Products',
      'about.latestReleases': 'Latest releases',
      'support.searchPlaceholder': 'Search our topics',
      'support.whereIsMyOrder': 'Where is my order?',
      'support.categoryOrder': 'About my order',
      'support.categoryShipping': 'Shipping',
      'support.categoryBilling': 'Billing',
      'support.categoryPolicies': 'Understanding our policies',
      'contact.reason.order': 'I have a question about my order',
      'contact.success': 'Your message has been sent.',
      'footer.poweredBy': 'Powered by',
      'footer.support': 'Support',
      'footer.trackOrder': 'Track Order',
      'footer.contactUs': 'Contact Us',
      'toast.error': 'Error',
      'toast.success': 'Success',
      'payment.afterpayDifficulty': "Sorry, we're having difficulty with AfterPay.",
      'payment.cannotAuthorize': 'The payment cannot be authorized.',
      'payment.paypalError': 'There was an issue authorizing with PayPal',
      'payment.intentError': 'Error when getting payment intent: {message}',
      'errors.checkoutEmpty': 'Error checking out! Please try again.',
      'errors.checkoutMessage': 'Error checking out: {message}',
      'errors.paymentFailed': 'Payment failed, please try again.',
      'errors.fetchProducts': 'Failed to fetch products',
      'errors.retryExceeded': '{name} Request retry exceeded limit',
      'cart.unavailableItems': 'The following item(s) were removed from your cart because they are not available at this time.',
      'cart.unavailableListings': 'Some items were removed from your cart because they are not available at this time.',
      'listing.returnsInfo': "If you're not 100% satisfied, let us know and we'll make it right",
      'address.region': 'Region*',
    }
    for (const [key, text] of Object.entries(expected)) expect(en[key as MessageKey], key).toBe(text)
  })

  it('has no plural branch that reads like an argument, so the derived argument types stay exact', () => {
    // types.ts treats `{word}` and `{word, plural,` as arguments, as this pattern does.
    const lookalikes = /\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*(?:\}|,\s*plural\s*,)/g
    for (const key of keys) {
      const typed = [...new Set([...en[key].matchAll(lookalikes)].map((match) => match[1]))].sort()
      expect({ key, names: typed }).toEqual({ key, names: namesOf(en[key]) })
    }
  })

  it('uses the same validation texts as the shared form schemas', () => {
    expect(en['address.errorFirstName']).toBe(MESSAGES.firstName)
    expect(en['address.errorLastName']).toBe(MESSAGES.lastName)
    expect(en['address.errorEmail']).toBe(MESSAGES.email)
    expect(en['address.errorStreet']).toBe(MESSAGES.address)
    expect(en['address.errorCity']).toBe(MESSAGES.city)
    expect(en['address.errorZip']).toBe(MESSAGES.zip)
    expect(en['address.errorState']).toBe(MESSAGES.state)
    expect(en['address.international']).toBe(MESSAGES.international)
    expect(en['address.errorPhone']).toBe(MESSAGES.phoneRequired)
    expect(en['address.errorPhoneInvalid']).toBe(MESSAGES.phoneInvalid)
    expect(en['preorder.errorState']).toBe(MESSAGES.preorderState)
    expect(en['preorder.errorCountry']).toBe(MESSAGES.preorderCountry)
    expect(en['errors.promoInvalid']).toBe(MESSAGES.promoInvalid)
    expect(en['errors.promoBeforeAddress']).toBe(MESSAGES.promoBeforeAddress)
  })
})

describe('the British English catalogue', () => {
  it('spells colour the British way and otherwise reads like the English', () => {
    const enGB = catalogues['en-GB']
    expect(enGB['listing.color']).toBe('Colour')
    expect(enGB['cart.color']).toBe('Colour: {color}')
    expect(enGB['listing.sizeChartCentimeters']).toBe('Centimetres')
    expect(enGB['cart.empty']).toBe(en['cart.empty'])
  })

  it('says postcode, never zip, in every address and pre-order text', () => {
    const enGB = catalogues['en-GB']
    expect(enGB['address.zip']).toBe('Postcode')
    expect(enGB['address.errorZip']).toBe('Please enter your postcode')
    expect(enGB['preorder.zip']).toBe('Postcode')
    const zipTexts = Object.entries(enGB).filter(([, text]) => /zip/i.test(text))
    expect(zipTexts).toEqual([])
  })
})

describe('label and value pairs', () => {
  it("follow each language's punctuation: French puts a space before the colon", () => {
    expect(createTranslator('fr', catalogues.fr)('common.labelValue', { label: 'Quantité', value: 1 })).toBe('Quantité : 1')
    expect(createTranslator('en', catalogues.en)('common.labelValue', { label: 'Quantity', value: 1 })).toBe('Quantity: 1')
  })
})

describe('the retry-exceeded message', () => {
  it('is the spec text in English and a real translation naming the request elsewhere', () => {
    expect(en['errors.retryExceeded']).toBe('{name} Request retry exceeded limit')
    for (const [locale, catalogue] of Object.entries(catalogues)) {
      if (locale.startsWith('en')) continue
      expect(catalogue['errors.retryExceeded'], locale).toContain('{name}')
      expect(catalogue['errors.retryExceeded'], locale).not.toContain('Request retry exceeded limit')
    }
  })
})
