import { useEffect, useRef, useState } from 'react'
import { PAGE_SIZE } from '../../domain/constants'
import type { ProductTile } from '../../domain/schemas/catalog'
import { useT } from '../i18n'
import { ProductGrid } from './product-grid'

/**
 * A product list that grows by a page of 12 as the shopper nears its end; the button
 * does the same for keyboards and for browsers without IntersectionObserver.
 */
export function InfiniteProducts({ products, list }: { products: readonly ProductTile[]; list?: string }) {
  const t = useT()
  const [shown, setShown] = useState(PAGE_SIZE)
  const sentinel = useRef<HTMLDivElement>(null)
  const more = shown < products.length

  useEffect(() => {
    const target = sentinel.current
    if (!more || !target || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setShown((n) => n + PAGE_SIZE)
      },
      { rootMargin: '600px 0px' },
    )
    observer.observe(target)
    return () => observer.disconnect()
  }, [more])

  return (
    <>
      <ProductGrid products={products.slice(0, shown)} list={list} />
      {more ? (
        <div ref={sentinel} className="feed-more">
          <button type="button" className="button button--secondary" onClick={() => setShown((n) => n + PAGE_SIZE)}>
            {t('home.loadMore')}
          </button>
        </div>
      ) : null}
    </>
  )
}
