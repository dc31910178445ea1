import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { Variation } from '../../domain/schemas/catalog'
import { catalogues } from '../i18n/all'
import { I18nProvider } from '../i18n/i18n-provider'
import { ColorPicker } from '../pages/listing/color-picker'
import { LabelValue } from './label-value'

const inFrench = (node: React.ReactNode) =>
  renderToStaticMarkup(
    <I18nProvider locale="fr" currency="EUR" catalogue={catalogues.fr}>
      {node}
    </I18nProvider>,
  )

describe('LabelValue', () => {
  it('writes a label and its value the French way, with a space before the colon', () => {
    expect(inFrench(<LabelValue label="Quantité">1</LabelValue>)).toBe('Quantité : 1')
  })

  it('names the chosen colour in the colour picker the same way', () => {
    const variation = { variationId: 1, color: 'Bleu nuit', attributes: { hex: '#123' } } as unknown as Variation
    const html = inFrench(<ColorPicker variations={[variation]} selected={variation} onSelect={() => {}} />)
    expect(html.replace(/<[^>]+>/g, '')).toContain('Couleur : Bleu nuit')
  })
})
