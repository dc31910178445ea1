import { useSearchParams } from 'react-router'
import { PAGE_SIZE } from '../../domain/constants'
import type { ProductTile } from '../../domain/schemas/catalog'
import { clampPage, pageCount, pageSlice } from './page-items'
import { Pagination } from './pagination'
import { ProductGrid } from './product-grid'

const PAGE_PARAM = 'page'

/** A product list paginated on the client, 12 to a page, the page kept in `?page=`. */
export function PagedProducts({
  products,
  anchor,
  headingLevel,
  list,
}: {
  products: readonly ProductTile[]
  anchor?: string
  headingLevel?: 'h2' | 'h3'
  /** The list's name in impression and click events. */
  list?: string
}) {
  const [params] = useSearchParams()
  const pages = pageCount(products.length)
  const page = clampPage(params.get(PAGE_PARAM), pages)
  return (
    <>
      <ProductGrid
        products={pageSlice(products, page)}
        eager={page === 1}
        headingLevel={headingLevel}
        list={list}
        firstPosition={(page - 1) * PAGE_SIZE + 1}
      />
      <Pagination page={page} pages={pages} param={PAGE_PARAM} anchor={anchor} />
    </>
  )
}
