import { useEffect, useRef, useState } from 'react'
import { FEED_AUTO_PAGES, PAGE_SIZE } from '../../domain/constants'
import type { ProductTile } from '../../domain/schemas/catalog'
import { useT } from '../i18n'
import { ProductGrid } from './product-grid'

/**
 * A product list that grows by a page of 12 as the shopper nears its end, three pages at
 * most; then the Load more button takes over, so the footer (support, legal, region) can
 * be reached. The button also serves keyboards and browsers without IntersectionObserver.
 */
export function InfiniteProducts({ products, list }: { products: readonly ProductTile[]; list?: string }) {
  const t = useT()
  const [shown, setShown] = useState(PAGE_SIZE)
  const [autoPages, setAutoPages] = useState(0)
  const sentinel = useRef<HTMLDivElement>(null)
  const more = shown < products.length
  const automatic = more && autoPages < FEED_AUTO_PAGES

  // A fresh observer per page: one still in reach of the end loads the next page at once.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `shown` renews the observer after each page
  useEffect(() => {
    const target = sentinel.current
    if (!automatic || !target || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        setShown((n) => n + PAGE_SIZE)
        setAutoPages((n) => n + 1)
      },
      { rootMargin: '600px 0px' },
    )
    observer.observe(target)
    return () => observer.disconnect()
  }, [automatic, shown])

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
