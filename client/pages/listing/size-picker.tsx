import type { Size, Variation } from '../../../domain/schemas/catalog'
import { RulerIcon } from '../../components/icons'
import { LabelValue } from '../../components/label-value'
import { useT } from '../../i18n'
import { isSizeAvailable } from './selection'
import { SIZE_CHART_ID } from './size-chart-id'

/** The sizes as buttons in a radio group; sizes that cannot be bought are shown disabled. */
export function SizePicker({
  variation,
  selected,
  onSelect,
  sizeChart,
  sizeChartUrl,
}: {
  variation: Variation
  selected: Size | null
  onSelect: (sizeId: number) => void
  /** The product has a size chart of its own, which the Size chart button opens (size-chart-modal.tsx). */
  sizeChart: boolean
  /** A size chart kept elsewhere, when the product has no chart of its own. */
  sizeChartUrl?: string | null
}) {
  const t = useT()
  return (
    <fieldset className="picker">
      <legend className="picker__legend">
        {selected ? (
          <LabelValue label={t('listing.size')}>
            <span className="picker__value">{selected.label}</span>
          </LabelValue>
        ) : (
          t('listing.size')
        )}
      </legend>
      <div className="sizes">
        {variation.sizes.map((size) => {
          const available = isSizeAvailable(variation, size.id)
          return (
            <label key={size.id} className={`size${available ? '' : ' is-unavailable'}`}>
              <input
                type="radio"
                name="size"
                className="choice-input"
                value={size.id}
                disabled={!available}
                checked={selected?.id === size.id}
                onChange={() => onSelect(size.id)}
              />
              <span className="size__label" aria-hidden="true">
                {size.label}
              </span>
              <span className="visually-hidden">{available ? size.label : t('listing.sizeUnavailable', { size: size.label })}</span>
            </label>
          )
        })}
      </div>
      {sizeChart ? (
        <button
          type="button"
          className="text-link picker__aside"
          aria-haspopup="dialog"
          commandfor={SIZE_CHART_ID}
          command="show-modal"
          popoverTarget={SIZE_CHART_ID}
        >
          <RulerIcon size={16} />
          {t('listing.sizeChart')}
        </button>
      ) : sizeChartUrl ? (
        <a className="text-link picker__aside" href={sizeChartUrl} target="_blank" rel="noopener noreferrer">
          {t('listing.sizeChart')}
          <span className="visually-hidden"> {t('common.opensInNewTab')}</span>
        </a>
      ) : null}
    </fieldset>
  )
}
