import type { DeliveryTier } from '../../../domain/constants'
import { isValidDate } from '../../../domain/locale-format'
import type { DeliveryOption } from '../../../domain/schemas/checkout'
import { useFormatDateRange, useFormatMoney, useT } from '../../i18n'

const TIER_NAMES = {
  standard: 'checkout.deliveryTierStandard',
  rush: 'checkout.deliveryTierRush',
  super_rush: 'checkout.deliveryTierSuperRush',
} as const satisfies Record<DeliveryTier, string>

export interface DeliveryOptionsProps {
  options: readonly DeliveryOption[]
  chosen: DeliveryTier | null
  busy: boolean
  onChoose: (id: DeliveryTier) => void
}

/** The delivery tiers as a radio group: '{name} delivery', the arrival range and the price. */
export function DeliveryOptions({ options, chosen, busy, onChoose }: DeliveryOptionsProps) {
  const t = useT()
  const formatMoney = useFormatMoney()
  const formatDateRange = useFormatDateRange()
  return (
    <fieldset className="delivery-options" aria-busy={busy || undefined}>
      <legend className="visually-hidden">{t('checkout.stepDelivery')}</legend>
      {options.map((option) => (
        <label key={option.id} className={`delivery-option${chosen === option.id ? ' is-chosen' : ''}`}>
          <input type="radio" name="deliveryOption" value={option.id} checked={chosen === option.id} onChange={() => onChoose(option.id)} />
          <span className="delivery-option__text">
            <span className="delivery-option__name">{t('checkout.deliveryOption', { name: t(TIER_NAMES[option.id]) })}</span>
            {isValidDate(option.estimatedDelivery.deliveryDate) && isValidDate(option.estimatedDelivery.arrivalDate) ? (
              <span className="delivery-option__dates muted">
                {t('checkout.deliveryArrives', {
                  dates: formatDateRange(option.estimatedDelivery.deliveryDate, option.estimatedDelivery.arrivalDate, {
                    month: 'short',
                    day: 'numeric',
                  }),
                })}
              </span>
            ) : null}
          </span>
          <span className="delivery-option__price">
            {option.price === 0 ? t('checkout.deliveryFree') : formatMoney(option.price, option.currency)}
          </span>
        </label>
      ))}
    </fieldset>
  )
}
