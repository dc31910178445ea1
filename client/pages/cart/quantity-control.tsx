import { useId, useRef, useState } from 'react'
import { QUANTITY_DROPDOWN_MAX, QUANTITY_INPUT_MAX, QUANTITY_MIN } from '../../../domain/constants'
import { useT } from '../../i18n'
import { parseQuantityInput, quantityOptions } from '../../components/quantity'

/**
 * A cart line's quantity (spec section 5): 1..10 in a dropdown whose last option, `10+`,
 * swaps in a numeric field (0–999; empty is 0, above the maximum keeps the previous value).
 * The field commits on Enter or when it loses focus, so a half-typed number never
 * empties the line; 0 removes it.
 */
export function QuantityControl({ title, value, onChange }: { title: string; value: number; onChange: (quantity: number) => void }) {
  const t = useT()
  const id = useId()
  const [typing, setTyping] = useState(value >= QUANTITY_DROPDOWN_MAX)
  const [text, setText] = useState(String(value))
  const input = useRef<HTMLInputElement>(null)
  const label = t('cart.updateQuantity', { title })

  const commit = () => {
    const next = parseQuantityInput(text, value)
    setText(String(next))
    if (next !== value) onChange(next)
  }

  if (typing) {
    return (
      <div className="quantity-control">
        <label className="visually-hidden" htmlFor={id}>
          {label}
        </label>
        <input
          ref={input}
          id={id}
          name="quantity"
          className="input quantity-control__input"
          type="number"
          inputMode="numeric"
          min={QUANTITY_MIN}
          max={QUANTITY_INPUT_MAX}
          step={1}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commit()
          }}
        />
      </div>
    )
  }

  return (
    <div className="quantity-control">
      <label className="visually-hidden" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        name="quantity"
        className="select quantity-control__select"
        value={Math.min(value, QUANTITY_DROPDOWN_MAX)}
        onChange={(event) => {
          const option = quantityOptions().find((candidate) => candidate.value === Number(event.target.value))
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
