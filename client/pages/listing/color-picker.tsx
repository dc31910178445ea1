import type { Variation } from '../../../domain/schemas/catalog'
import { LabelValue } from '../../components/label-value'
import { useT } from '../../i18n'

/** The colours of the product as swatches (a radio group: arrow keys move between them). */
export function ColorPicker({
  variations,
  selected,
  onSelect,
}: {
  variations: Variation[]
  selected: Variation
  onSelect: (variationId: number) => void
}) {
  const t = useT()
  return (
    <fieldset className="picker">
      <legend className="picker__legend">
        <LabelValue label={t('listing.color')}>
          <span className="picker__value">{selected.color}</span>
        </LabelValue>
      </legend>
      <div className="swatches">
        {variations.map((variation) => (
          <label key={variation.variationId} className="swatch" title={variation.color}>
            <input
              type="radio"
              name="color"
              className="choice-input"
              value={variation.variationId}
              checked={variation.variationId === selected.variationId}
              onChange={() => onSelect(variation.variationId)}
            />
            <span className="swatch__color" style={{ background: variation.attributes.hex }} aria-hidden="true" />
            <span className="visually-hidden">{variation.color}</span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
