import { describe, expect, it } from 'vitest'
import type { ProductPage, ProductTile } from '../../domain/schemas/catalog'
import { loadAllProducts } from './load-products'

const tile = (id: number) => ({ id, name: `Product ${id}` }) as ProductTile
const tiles = Array.from({ length: 30 }, (_, i) => tile(i + 1))

function pages(total: readonly ProductTile[]) {
  const asked: number[] = []
  const productPage = async (page: number): Promise<ProductPage> => {
    asked.push(page)
    return { products: total.slice((page - 1) * 12, page * 12), page, per: 12, total_count: total.length }
  }
  return { asked, productPage }
}

describe('loadAllProducts', () => {
  it('reads the product cache first', async () => {
    const live = pages(tiles)
    const products = await loadAllProducts({ productCache: async () => tiles.slice(0, 5), productPage: live.productPage })
    expect(products.map((p) => p.id)).toEqual([1, 2, 3, 4, 5])
    expect(live.asked).toEqual([])
  })

  it('falls back to paging through the live list when the cache fails', async () => {
    const live = pages(tiles)
    const products = await loadAllProducts({
      productCache: async () => {
        throw new Error('no cache file')
      },
      productPage: live.productPage,
    })
    expect(products).toHaveLength(30)
    expect(live.asked).toEqual([1, 2, 3])
  })

  it("fails with 'Failed to fetch products' when both fail", async () => {
    const failing = async () => {
      throw new Error('offline')
    }
    await expect(loadAllProducts({ productCache: failing, productPage: failing })).rejects.toThrow('Failed to fetch products')
  })
})
