import { useState } from 'react'
import type { SizeChart } from '../../../domain/schemas/catalog'
import { Modal } from '../../components/modal'
import { useFormatNumber } from './use-format-number'
import { useT } from '../../i18n'

type Unit = 'inches' | 'cm'

/** The size chart (`sizechart-modal`): one row per size, one column per measurement, in inches or cm. */
export function SizeChartModal({ open, onClose, chart, title }: { open: boolean; onClose: () => void; chart: SizeChart; title: string }) {
  const t = useT()
  const formatNumber = useFormatNumber()
  const [unit, setUnit] = useState<Unit>('inches')
  const sizes = Object.keys(chart)
  const dimensions = [...new Set(sizes.flatMap((size) => Object.keys(chart[size])))]
  return (
    <Modal open={open} onClose={onClose} title={t('listing.sizeChart')} size="lg" id="sizechart-modal">
      <p className="size-chart__product">{title}</p>
      <fieldset className="segmented">
        <legend className="visually-hidden">{t('listing.sizeChartUnits')}</legend>
        {(['inches', 'cm'] as const).map((option) => (
          <label key={option} className="segmented__option">
            <input
              type="radio"
              name="size-chart-unit"
              className="choice-input"
              checked={unit === option}
              onChange={() => setUnit(option)}
            />
            <span>{option === 'inches' ? t('listing.sizeChartInches') : t('listing.sizeChartCentimeters')}</span>
          </label>
        ))}
      </fieldset>
      <div className="size-chart__scroll">
        <table className="size-chart">
          <caption className="visually-hidden">
            {t('listing.sizeChart')} ({unit === 'inches' ? t('listing.sizeChartInches') : t('listing.sizeChartCentimeters')})
          </caption>
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
                  return <td key={dimension}>{measure ? formatNumber(unit === 'inches' ? measure.inches : measure.cm) : '–'}</td>
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Modal>
  )
}
