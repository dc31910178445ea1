import type { Size, Variation } from '../../../domain/schemas/catalog'
import { useT } from '../../i18n'
import { isSizeAvailable } from './selection'

export interface StickyAddFormProps {
  variations: Variation[]
  variation: Variation
  size: Size | null
  showSizes: boolean
  disabled: boolean
  label: string
  onColor: (variationId: number) => void
  onSize: (sizeId: number) => void
  onAdd: () => void
}

/** The sticky bar's colour and size selects and its Add button (sticky-add-bar.tsx shows it). */
export function StickyAddForm({ variations, variation, size, showSizes, disabled, label, onColor, onSize, onAdd }: StickyAddFormProps) {
  const t = useT()
  return (
    <form
      className="sticky-bar"
      aria-label={t('listing.stickyBarLabel')}
      onSubmit={(event) => {
        event.preventDefault()
        onAdd()
      }}
    >
      <label className="visually-hidden" htmlFor="sticky-color">
        {t('listing.color')}
      </label>
      <select
        id="sticky-color"
        className="select sticky-bar__select"
        value={variation.variationId}
        onChange={(e) => onColor(Number(e.target.value))}
      >
        {variations.map((v) => (
          <option key={v.variationId} value={v.variationId}>
            {v.color}
          </option>
        ))}
      </select>
      {showSizes ? (
        <>
          <label className="visually-hidden" htmlFor="sticky-size">
            {t('listing.size')}
          </label>
          <select
            id="sticky-size"
            className="select sticky-bar__select"
            value={size?.id ?? ''}
            onChange={(e) => onSize(Number(e.target.value))}
          >
            {variation.sizes.map((s) => (
              <option key={s.id} value={s.id} disabled={!isSizeAvailable(variation, s.id)}>
                {isSizeAvailable(variation, s.id) ? s.label : t('listing.sizeUnavailable', { size: s.label })}
              </option>
            ))}
          </select>
        </>
      ) : null}
      <button type="submit" className="button sticky-bar__add" disabled={disabled}>
        {label}
      </button>
    </form>
  )
}
