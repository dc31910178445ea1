import { useId, useRef, useState } from 'react'
import { QUANTITY_DROPDOWN_MAX, QUANTITY_INPUT_MAX, QUANTITY_MIN } from '../../../domain/constants'
import { useT } from '../../i18n'
import { parseQuantityInput, quantityOptions } from '../../components/quantity'

/**
 * Quantity (spec section 5): a dropdown of 1..10 whose last option, `10+`, swaps in a
 * numeric field (0–999; empty is 0, below the minimum becomes 0, above the maximum keeps
 * the previous value). Written out rather than the shared Field, as the listing form's
 * other selects: Field's chunk would add 0.3 KB gzip to the listing's first visit.
 */
export function QuantitySelect({ value, onChange }: { value: number; onChange: (quantity: number) => void }) {
  const t = useT()
  const id = useId()
  const [typing, setTyping] = useState(value >= QUANTITY_DROPDOWN_MAX)
  const [text, setText] = useState(String(value))
  const input = useRef<HTMLInputElement>(null)

  if (typing) {
    return (
      <div className="field quantity">
        <label className="field__label" htmlFor={id}>
          {t('listing.quantity')}
        </label>
        <input
          ref={input}
          id={id}
          name="quantity"
          className="input quantity__input"
          type="number"
          inputMode="numeric"
          min={QUANTITY_MIN}
          max={QUANTITY_INPUT_MAX}
          step={1}
          value={text}
          onChange={(event) => {
            const next = parseQuantityInput(event.target.value, value)
            setText(event.target.value.trim() === '' ? '' : String(next))
            onChange(next)
          }}
          onBlur={() => setText(String(value))}
        />
      </div>
    )
  }

  return (
    <div className="field quantity">
      <label className="field__label" htmlFor={id}>
        {t('listing.quantity')}
      </label>
      <select
        id={id}
        name="quantity"
        className="select quantity__select"
        value={value}
        onChange={(event) => {
          const option = quantityOptions().find((o) => o.value === Number(event.target.value))
          if (!option) return
          onChange(option.value)
          if (option.more) {
            setText(String(option.value))
            setTyping(true)
            window.requestAnimationFrame(() => input.current?.focus())
          }
        }}
      >
        {quantityOptions().map((option) => (
          <option key={option.value} value={option.value}>
            {option.more ? t('listing.quantityMore', { max: option.value }) : option.value}
          </option>
        ))}
      </select>
    </div>
  )
}
