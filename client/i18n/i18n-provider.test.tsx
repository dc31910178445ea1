import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { catalogues } from './all'
import { I18nProvider, useFormatDate, useFormatMoney, useLocale, useT } from './i18n-provider'
import { loadCatalogue } from './load-catalogue'

// Intl writes a no-break space between amount and symbol; compare with plain spaces.
const plain = (html: string) => html.replace(/\u00a0|\u202f/g, ' ')

function Price({ cents }: { cents: number }) {
  const formatMoney = useFormatMoney()
  return <span>{formatMoney(cents)}</span>
}

function CartLine() {
  const t = useT()
  const formatDate = useFormatDate()
  return <p lang={useLocale()}>{`${t('cart.added', { count: 2 })} · ${formatDate('2026-12-01')}`}</p>
}

describe('I18nProvider', () => {
  it('formats money in the buyer’s currency the way the locale writes it', () => {
    const html = renderToString(
      <I18nProvider locale="de" currency="EUR" catalogue={catalogues.de}>
        <Price cents={1299} />
      </I18nProvider>,
    )
    expect(plain(html)).toBe('<span>12,99 €</span>')
  })

  it('formats US dollars for an American shopper', () => {
    const html = renderToString(
      <I18nProvider locale="en" currency="USD" catalogue={catalogues.en}>
        <Price cents={123456} />
      </I18nProvider>,
    )
    expect(html).toBe('<span>$1,234.56</span>')
  })

  it('gives components translated, pluralised text and local dates', () => {
    const html = renderToString(
      <I18nProvider locale="nl" currency="EUR" catalogue={catalogues.nl}>
        <CartLine />
      </I18nProvider>,
    )
    expect(html).toBe('<p lang="nl">2 artikelen toegevoegd aan mijn winkelwagen · 1 dec 2026</p>')
  })

  it('tells the developer when a component is rendered without a provider', () => {
    expect(() => renderToString(<Price cents={100} />)).toThrow(/I18nProvider/)
  })
})

describe('loadCatalogue', () => {
  it('loads the catalogue of the requested locale', async () => {
    expect(await loadCatalogue('fr')).toBe(catalogues.fr)
    expect((await loadCatalogue('pt-BR'))['cart.empty']).toBe('Seu carrinho está vazio.')
  })
})
