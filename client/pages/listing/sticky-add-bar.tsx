import { type RefObject, useEffect, useState } from 'react'
import type { Size, Variation } from '../../../domain/schemas/catalog'
import { useT } from '../../i18n'
import { MEDIA } from '../../theme/breakpoints'
import { isSizeAvailable } from './selection'

export interface StickyAddBarProps {
  /** The main add-to-cart button: the bar hides while it is on screen. */
  watch: RefObject<HTMLElement | null>
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

/** On phones, a bar at the bottom with colour, size and `Add`, shown while the main button is scrolled away. */
export function StickyAddBar({
  watch,
  variations,
  variation,
  size,
  showSizes,
  disabled,
  label,
  onColor,
  onSize,
  onAdd,
}: StickyAddBarProps) {
  const t = useT()
  const [mobile, setMobile] = useState(false)
  const [mainVisible, setMainVisible] = useState(true)

  useEffect(() => {
    const query = window.matchMedia(MEDIA.mobile)
    const update = () => setMobile(query.matches)
    update()
    query.addEventListener('change', update)
    return () => query.removeEventListener('change', update)
  }, [])

  useEffect(() => {
    const target = watch.current
    if (!mobile || !target || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(([entry]) => setMainVisible(entry.isIntersecting))
    observer.observe(target)
    return () => observer.disconnect()
  }, [mobile, watch])

  if (!mobile || mainVisible) return null
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
