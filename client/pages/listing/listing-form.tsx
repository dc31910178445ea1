import type { Ref } from 'react'
import type { Listing } from '../../../domain/schemas/catalog'
import { useT } from '../../i18n'
import { ColorPicker } from './color-picker'
import { QuantitySelect } from './quantity-select'
import { type ListingSelection, publicVariations, type SelectionChange, shownProducts } from './selection'
import { SizePicker } from './size-picker'

interface ListingFormProps {
  listing: Listing
  selection: ListingSelection
  showSizes: boolean
  /** NFTs are bought one at a time: no quantity. */
  showQuantity: boolean
  quantity: number
  onQuantity: (quantity: number) => void
  onSelect: (change: SelectionChange) => void
  /** The product has a size chart, which the size picker's button opens. */
  sizeChart: boolean
  canAdd: boolean
  buttonLabel: string
  /** The main button, which the sticky bar watches. */
  buttonRef: Ref<HTMLButtonElement>
  /**
   * A pre-order listing's pre-order page: before the scripts have hydrated (or without
   * them) the button leads there with the colour and size picked (ADR 155).
   */
  preorderPage?: string
  /** The shopper heads for the button: what adding needs starts loading. */
  onPrepareAdd: () => void
  onAdd: () => void
}

/**
 * The product, colour, size and quantity pickers and the add button. Its selects have no
 * errors to tie to, so they skip Field: its chunk stays out of the listing's first visit.
 * A real form: posted before the scripts have hydrated (or without them) the worker adds
 * the line (the listing route's action); once hydrated the page's own submit adds it.
 */
export function ListingForm({ listing, selection, showSizes, showQuantity, quantity, onSelect, ...props }: ListingFormProps) {
  const t = useT()
  const { product, variation, size } = selection
  const products = shownProducts(listing)
  return (
    <form
      className="listing-form"
      method="post"
      onSubmit={(event) => {
        event.preventDefault()
        props.onAdd()
      }}
    >
      {products.length > 1 ? (
        <div className="field">
          <label className="field__label" htmlFor="listing-product">
            {t('listing.product')}
          </label>
          <select
            id="listing-product"
            name="product"
            className="select"
            value={product.productId}
            onChange={(event) => onSelect({ productId: Number(event.target.value) })}
          >
            {products.map((p) => (
              <option key={p.productId} value={p.productId}>
                {p.productName}
              </option>
            ))}
          </select>
        </div>
      ) : (
        <input type="hidden" name="product" value={product.productId} />
      )}
      <ColorPicker variations={publicVariations(product)} selected={variation} onSelect={(variationId) => onSelect({ variationId })} />
      {showSizes ? (
        <SizePicker
          variation={variation}
          selected={size}
          onSelect={(sizeId) => onSelect({ sizeId })}
          sizeChart={props.sizeChart}
          sizeChartUrl={product.details.sizeChartUrl}
        />
      ) : null}
      {showQuantity ? <QuantitySelect value={quantity} onChange={props.onQuantity} /> : null}
      <button
        ref={props.buttonRef}
        type="submit"
        className="button button--block listing-form__add"
        disabled={!props.canAdd}
        formMethod={props.preorderPage ? 'get' : undefined}
        formAction={props.preorderPage}
        onPointerEnter={props.onPrepareAdd}
        onFocus={props.onPrepareAdd}
      >
        {props.buttonLabel}
      </button>
    </form>
  )
}
