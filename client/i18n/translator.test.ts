import { describe, expect, expectTypeOf, it } from 'vitest'
import { catalogues } from './all'
import { createTranslator, translateMessage } from './translator'
import type { Message, ParamsFor } from './types'

describe('translator', () => {
  const t = createTranslator('en', catalogues.en)

  it('gives the same translator for the same catalogue and locale, and another for another locale', () => {
    expect(createTranslator('en', catalogues.en)).toBe(t)
    const british = createTranslator('en-GB', catalogues['en-GB'])
    expect(british).not.toBe(t)
    expect(createTranslator('en-GB', catalogues['en-GB'])).toBe(british)
  })

  it('returns the English text of a key', () => {
    expect(t('notFound.title')).toBe('Page not found')
    expect(t('cart.empty')).toBe('Your cart is empty.')
  })

  it('says how many items went into the cart, singular and plural', () => {
    expect(t('cart.added', { count: 1 })).toBe('1 item(s) added to my cart')
    expect(t('cart.added', { count: 3 })).toBe('3 item(s) added to my cart')
  })

  it('shows the capped cart count in the header', () => {
    expect(t('header.cart', { count: '99+' })).toBe('Cart · 99+')
  })

  it('translates with the grammar of the buyer’s locale', () => {
    const de = createTranslator('de', catalogues.de)
    expect(de('cart.added', { count: 1 })).toBe('1 Artikel in meinen Warenkorb gelegt')
    expect(de('search.noResults', { query: 'Mütze' })).toBe('Keine Ergebnisse für „Mütze“')
    const fr = createTranslator('fr', catalogues.fr)
    expect(fr('cart.added', { count: 2 })).toBe('2 articles ajoutés à mon panier')
    const pt = createTranslator('pt-BR', catalogues['pt-BR'])
    expect(pt('cart.itemCount', { count: 2 })).toBe('2 itens')
  })

  it('renders a message chosen at run time, such as a field error', () => {
    const errors: Message[] = [{ key: 'address.errorCity' }, { key: 'preorder.errorZipFormat', params: { length: 5 } }]
    expect(errors.map((error) => translateMessage(t, error))).toEqual(['Please enter your city', 'Please enter a 5-digit zip'])
    // @ts-expect-error a message with arguments must carry them
    const missing: Message = { key: 'preorder.errorZipFormat' }
    expect(missing.key).toBe('preorder.errorZipFormat')
  })

  it('types the arguments each message needs', () => {
    expectTypeOf<ParamsFor<'notFound.title'>>().toEqualTypeOf<[]>()
    expectTypeOf<ParamsFor<'search.noResults'>>().toEqualTypeOf<[params: Readonly<Record<'query', string | number>>]>()
    expectTypeOf<ParamsFor<'search.results'>>().toEqualTypeOf<[params: Readonly<Record<'count' | 'query', string | number>>]>()
    expectTypeOf<ParamsFor<'header.cartLabel'>>().toEqualTypeOf<[params: Readonly<Record<'count', string | number>>]>()
    // @ts-expect-error the query is required
    t('search.noResults')
    // @ts-expect-error a message without arguments takes none
    t('notFound.title', { query: 'x' })
  })
})
