import { useEffect, useId, useRef, useState } from 'react'
import { QUANTITY_DROPDOWN_MAX, QUANTITY_INPUT_MAX, QUANTITY_MIN } from '../../../domain/constants'
import { useT } from '../../i18n'
import { parseQuantityInput, quantityOptions } from '../../components/quantity'

/**
 * A cart line's quantity (spec section 5): 1..10 in a dropdown whose last option, `10+`,
 * swaps in a numeric field (0–999; empty is 0, above the maximum keeps the previous value).
 * The field commits on Enter or when it loses focus, so a half-typed number never
 * empties the line; 0 removes it. Before the scripts have hydrated the page, the line's form
 * sends it with Apply (the cart route's action).
 */
export function QuantityControl({ title, value, onChange }: { title: string; value: number; onChange: (quantity: number) => void }) {
  const t = useT()
  const id = useId()
  const [typing, setTyping] = useState(value >= QUANTITY_DROPDOWN_MAX)
  const [text, setText] = useState(String(value))
  const input = useRef<HTMLInputElement>(null)
  const select = useRef<HTMLSelectElement>(null)
  const label = t('cart.updateQuantity', { title })

  const pick = (picked: string) => {
    const option = quantityOptions().find((candidate) => candidate.value === Number(picked))
    if (!option) return
    onChange(option.value)
    if (option.more) {
      setText(String(option.value))
      setTyping(true)
      window.requestAnimationFrame(() => input.current?.focus())
    }
  }

  // What the shopper picked or typed in the server's HTML before the scripts hydrated it
  // (React keeps the field as the shopper left it, but not the change): a pick is applied
  // now, once, and typing is kept. A quantity is absolute, so if Apply was tapped too, its
  // post and this give the same cart (docs/decisions/154-cart-forms-before-hydration.md).
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the hydrated HTML counts, on mount.
  useEffect(() => {
    if (select.current && Number(select.current.value) !== value) pick(select.current.value)
    if (input.current) setText(input.current.value)
  }, [])

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
        ref={select}
        id={id}
        name="quantity"
        className="select quantity-control__select"
        value={Math.min(value, QUANTITY_DROPDOWN_MAX)}
        onChange={(event) => pick(event.target.value)}
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
