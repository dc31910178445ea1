import { useId } from 'react'
import type { SizeChart } from '../../../domain/schemas/catalog'
import { keepTabInside } from '../../components/focus-trap'
import { CloseIcon } from '../../components/icons'
import { SIZE_CHART_ID } from './size-chart-id'
import { useFormatNumber } from './use-format-number'
import { useT } from '../../i18n'

/**
 * The size chart: one row per size, one column per measurement, in inches or cm. A
 * `<dialog>` in the page's HTML that the Size chart button opens without a line of script
 * (docs/decisions/157-size-chart-without-scripts.md), as the menu does: the
 * browser makes it modal, closes it on Escape or the backdrop and returns focus. Every cell
 * holds both units and the Inches / Centimeters choice shows one by CSS, so it switches
 * without scripts too. Once hydrated, Tab stays inside.
 */
export function SizeChartModal({ chart, title }: { chart: SizeChart; title: string }) {
  const t = useT()
  const formatNumber = useFormatNumber()
  const titleId = useId()
  const sizes = Object.keys(chart)
  const dimensions = [...new Set(sizes.flatMap((size) => Object.keys(chart[size])))]
  const units = { inches: t('listing.sizeChartInches'), cm: t('listing.sizeChartCentimeters') }
  return (
    <dialog
      id={SIZE_CHART_ID}
      popover="auto"
      closedby="any"
      className="modal modal--lg size-chart-dialog"
      aria-labelledby={titleId}
      onKeyDown={(event) => keepTabInside(event, event.currentTarget)}
    >
      <div className="modal__panel">
        <div className="modal__header">
          <h2 id={titleId} className="modal__title">
            {t('listing.sizeChart')}
          </h2>
          <button
            type="button"
            className="icon-button modal__close"
            commandfor={SIZE_CHART_ID}
            command="close"
            popoverTarget={SIZE_CHART_ID}
          >
            <CloseIcon />
            <span className="visually-hidden">{t('common.close')}</span>
          </button>
        </div>
        <div className="modal__body">
          <p className="size-chart__product">{title}</p>
          <fieldset className="segmented">
            <legend className="visually-hidden">{t('listing.sizeChartUnits')}</legend>
            {(['inches', 'cm'] as const).map((option) => (
              <label key={option} className="segmented__option">
                <input type="radio" name="size-chart-unit" value={option} className="choice-input" defaultChecked={option === 'inches'} />
                <span>{units[option]}</span>
              </label>
            ))}
          </fieldset>
          <div className="size-chart__scroll">
            <table className="size-chart">
              <caption className="visually-hidden">{t('listing.sizeChart')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('listing.size')}</th>
                  {dimensions.map((dimension) => (
                    <th key={dimension} scope="col">
                      {dimension}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {sizes.map((size) => (
                  <tr key={size}>
                    <th scope="row">{size}</th>
                    {dimensions.map((dimension) => {
                      const measure = chart[size][dimension]
                      if (!measure) return <td key={dimension}>–</td>
                      return (
                        <td key={dimension}>
                          <span className="size-chart__in">{formatNumber(measure.inches)}</span>
                          <span className="size-chart__cm">{formatNumber(measure.cm)}</span>
                        </td>
                      )
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      </div>
    </dialog>
  )
}
