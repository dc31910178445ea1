import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import type { CartCookie, CartDisplayItem, CartEntry } from '../domain/schemas/cart'
import { type CartEmitted, type CartInput, type CartLinesInput, type CreateCheckoutInput, cartMachine } from './cart.machine'
import { cartAfterAdd } from './cart-lines'

function anEntry(sku: string, quantity = 1): CartEntry {
  const [itemGroupId, colorId, sizeId] = sku.split('_')
  return { slug: `listing-${itemGroupId}`, sku, colorId: Number(colorId), sizeId: Number(sizeId), productId: 9, quantity, itemGroupId }
}

function aLine(sku: string, overrides: Partial<CartDisplayItem> = {}): CartDisplayItem {
  return {
    sku,
    slug: 'tour-tee',
    title: `Item ${sku}`,
    productType: 'T-Shirt',
    colorName: 'Black',
    selectedSize: { id: 2, label: 'M' },
    quantityInCart: 1,
    price: 2500,
    totalPrice: 2500,
    primaryImages: { thumblarge: '/img.png' },
    variantData: { productId: 9, variationId: 1, currency: 'USD', color: 'Black' },
    fromUnavailableListing: false,
    available: true,
    ...overrides,
  }
}

interface Backend {
  lines: (input: CartLinesInput) => CartDisplayItem[]
  invalidSkus: string[] | Error
  checkout: { checkoutId: string } | Error
}

function startCart(input: Partial<CartInput> = {}, backend: Partial<Backend> = {}) {
  const be: Backend = {
    lines: ({ items }) => items.map((entry) => aLine(entry.sku, { quantityInCart: entry.quantity })),
    invalidSkus: [],
    checkout: { checkoutId: 'chk_9' },
    ...backend,
  }
  const persisted: (CartCookie | null)[] = []
  const checkoutCalls: CreateCheckoutInput[] = []
  const refreshCalls: CartLinesInput[] = []
  const actor = createActor(
    cartMachine.provide({
      actors: {
        refreshLines: fromPromise(async ({ input }) => {
          refreshCalls.push(input)
          return be.lines(input)
        }),
        revalidateCart: fromPromise(async () => {
          if (be.invalidSkus instanceof Error) throw be.invalidSkus
          return { invalidSkus: be.invalidSkus }
        }),
        createCheckout: fromPromise(async ({ input }) => {
          checkoutCalls.push(input)
          if (be.checkout instanceof Error) throw be.checkout
          return be.checkout
        }),
      },
      actions: { persistCart: (_, params) => persisted.push(params.cart) },
    }),
    { input: { cart: null, newCartId: 'cart_new', buyerRegion: 'USA', preview: false, ...input } },
  )
  const emitted: CartEmitted[] = []
  actor.on('*', (event) => emitted.push(event as CartEmitted))
  actor.start()
  return { actor, persisted, checkoutCalls, refreshCalls, emitted, backend: be }
}

const cookie = (items: CartEntry[], region = 'USA'): CartCookie => ({
  id: 'cart_1',
  items: Object.fromEntries(items.map((entry) => [entry.sku, entry])),
  region,
})
const quantities = (h: ReturnType<typeof startCart>) =>
  Object.fromEntries(Object.values(h.actor.getSnapshot().context.items).map((entry) => [entry.sku, entry.quantity]))

describe('cart machine', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  describe('keeping the cart', () => {
    it('starts with the cart from the cookie', () => {
      const h = startCart({ cart: cookie([anEntry('1_2_3', 2)]) })

      expect(h.actor.getSnapshot().context).toMatchObject({ cartId: 'cart_1', region: 'USA' })
      expect(quantities(h)).toEqual({ '1_2_3': 2 })
    })

    it('starts empty in the buyer region without a cookie', () => {
      const h = startCart({ buyerRegion: 'EU' })

      expect(h.actor.getSnapshot().context).toMatchObject({ cartId: 'cart_new', region: 'EU', items: {} })
    })

    it('adds a new line and saves the cart cookie', () => {
      const h = startCart()

      h.actor.send({ type: 'cart.add', entry: anEntry('1_2_3', 2), region: 'USA', excluded: false })

      expect(quantities(h)).toEqual({ '1_2_3': 2 })
      expect(h.persisted).toEqual([{ id: 'cart_new', items: { '1_2_3': anEntry('1_2_3', 2) }, region: 'USA' }])
    })

    it('adds to the quantity of a line already in the cart', () => {
      const h = startCart({ cart: cookie([anEntry('1_2_3', 2)]) })

      h.actor.send({ type: 'cart.add', entry: anEntry('1_2_3', 3), region: 'USA', excluded: false })

      expect(quantities(h)).toEqual({ '1_2_3': 5 })
    })

    it('keeps one-per-order (NFT or digital) listings at the quantity just chosen', () => {
      const h = startCart({ cart: cookie([anEntry('1_2_3', 1)]) })

      h.actor.send({ type: 'cart.add', entry: anEntry('1_2_3', 1), region: 'USA', excluded: true })

      expect(quantities(h)).toEqual({ '1_2_3': 1 })
    })

    it('marks the cart MIXED once items come from different regions', () => {
      const h = startCart()

      h.actor.send({ type: 'cart.add', entry: anEntry('1_2_3'), region: 'USA', excluded: false })
      h.actor.send({ type: 'cart.add', entry: anEntry('4_5_6'), region: 'EU', excluded: false })

      expect(h.actor.getSnapshot().context.region).toBe('MIXED')
      expect(h.persisted.at(-1)?.region).toBe('MIXED')
    })

    it('changes a quantity, and removes the line at 0', () => {
      const h = startCart({ cart: cookie([anEntry('1_2_3', 2), anEntry('4_5_6', 1)]) })

      h.actor.send({ type: 'cart.update', sku: '1_2_3', quantity: 7 })
      expect(quantities(h)).toEqual({ '1_2_3': 7, '4_5_6': 1 })
      h.actor.send({ type: 'cart.update', sku: '4_5_6', quantity: 0 })

      expect(quantities(h)).toEqual({ '1_2_3': 7 })
      expect(h.persisted).toHaveLength(2)
    })

    it('removes a line by sku and deletes the cookie when the cart empties', () => {
      const h = startCart({ cart: cookie([anEntry('1_2_3')], 'MIXED'), buyerRegion: 'USA' })

      h.actor.send({ type: 'cart.remove', sku: '1_2_3' })

      expect(quantities(h)).toEqual({})
      expect(h.actor.getSnapshot().context.region).toBe('USA')
      expect(h.persisted).toEqual([null])
    })

    it('forgets everything when the cart is destroyed, under a new cart id', () => {
      const h = startCart({ cart: cookie([anEntry('1_2_3')]), checkoutId: 'chk_old' })

      h.actor.send({ type: 'cart.destroy', nextCartId: 'cart_2' })

      expect(h.actor.getSnapshot().context).toMatchObject({ cartId: 'cart_2', items: {}, checkoutId: null })
      expect(h.persisted).toEqual([null])
    })

    it('reloads the cart when the cookie changes elsewhere', () => {
      const h = startCart()

      h.actor.send({ type: 'cart.load', cart: cookie([anEntry('7_8_9', 4)]) })

      expect(quantities(h)).toEqual({ '7_8_9': 4 })
      expect(h.persisted).toEqual([])
    })
  })

  describe('refreshing the lines', () => {
    it('shows the lines with their live prices', async () => {
      const h = startCart({ cart: cookie([anEntry('1_2_3', 2)]) })

      h.actor.send({ type: 'cart.refresh' })
      expect(h.actor.getSnapshot().hasTag('loading')).toBe(true)
      await vi.advanceTimersByTimeAsync(0)

      expect(h.actor.getSnapshot().value).toBe('ready')
      expect(h.actor.getSnapshot().context.lines.map((line) => line.sku)).toEqual(['1_2_3'])
    })

    it('updates a line total when its quantity changes', async () => {
      const h = startCart({ cart: cookie([anEntry('1_2_3', 1)]) })
      h.actor.send({ type: 'cart.refresh' })
      await vi.advanceTimersByTimeAsync(0)

      h.actor.send({ type: 'cart.update', sku: '1_2_3', quantity: 3 })

      expect(h.actor.getSnapshot().context.lines[0]).toMatchObject({ quantityInCart: 3, totalPrice: 7500 })
    })

    it('after 400 ms explains and removes items that are no longer available', async () => {
      const h = startCart(
        { cart: cookie([anEntry('1_2_3'), anEntry('4_5_6')]) },
        { lines: ({ items }) => items.map((e) => aLine(e.sku, { available: e.sku !== '4_5_6' })) },
      )

      h.actor.send({ type: 'cart.refresh' })
      await vi.advanceTimersByTimeAsync(399)
      expect(h.actor.getSnapshot().value).toBe('announcingRemoval')
      expect(quantities(h)).toEqual({ '1_2_3': 1, '4_5_6': 1 })
      await vi.advanceTimersByTimeAsync(1)

      const { context, value } = h.actor.getSnapshot()
      expect(value).toBe('unavailableItems')
      expect(context.removal?.message.text).toBe(
        'The following item(s) were removed from your cart because they are not available at this time.',
      )
      expect(context.removal?.lines.map((line) => line.title)).toEqual(['Item 4_5_6'])
      expect(quantities(h)).toEqual({ '1_2_3': 1 })
      expect(context.lines.map((line) => line.sku)).toEqual(['1_2_3'])
      expect(h.persisted.at(-1)?.items).toEqual({ '1_2_3': anEntry('1_2_3') })
    })

    it('says some items were removed when their listing is unavailable', async () => {
      const h = startCart(
        { cart: cookie([anEntry('1_2_3'), anEntry('4_5_6')]) },
        { lines: () => [aLine('1_2_3'), aLine('4_5_6', { available: false, fromUnavailableListing: true })] },
      )

      h.actor.send({ type: 'cart.refresh' })
      await vi.advanceTimersByTimeAsync(400)

      expect(h.actor.getSnapshot().context.removal?.message.text).toBe(
        'Some items were removed from your cart because they are not available at this time.',
      )
    })

    it('removes a line whose listing answers with errors', async () => {
      const h = startCart({ cart: cookie([anEntry('1_2_3'), anEntry('4_5_6')]) }, { lines: () => [aLine('1_2_3')] })

      h.actor.send({ type: 'cart.refresh' })
      await vi.advanceTimersByTimeAsync(400)

      expect(quantities(h)).toEqual({ '1_2_3': 1 })
      expect(h.actor.getSnapshot().context.removal?.message.key).toBe('cart.listingsUnavailable')
      expect(h.emitted).toEqual([])

      h.actor.send({ type: 'cart.unavailable.dismiss' })
      expect(h.emitted).toEqual([{ type: 'cart.reloadPage' }])
    })

    it('does not reload the page for items that are only out of stock', async () => {
      const h = startCart({ cart: cookie([anEntry('1_2_3')]) }, { lines: () => [aLine('1_2_3', { available: false })] })
      h.actor.send({ type: 'cart.refresh' })
      await vi.advanceTimersByTimeAsync(400)

      h.actor.send({ type: 'cart.unavailable.dismiss' })

      expect(h.actor.getSnapshot().value).toBe('ready')
      expect(h.emitted).toEqual([])
    })

    it('closes the unavailable-items modal when the shopper dismisses it', async () => {
      const h = startCart({ cart: cookie([anEntry('1_2_3')]) }, { lines: () => [] })
      h.actor.send({ type: 'cart.refresh' })
      await vi.advanceTimersByTimeAsync(400)

      h.actor.send({ type: 'cart.unavailable.dismiss' })

      expect(h.actor.getSnapshot().value).toBe('ready')
      expect(h.actor.getSnapshot().context.removal).toBeNull()
      expect(quantities(h)).toEqual({})
    })

    it('keeps the cart as it was when refreshing fails', async () => {
      const h = startCart(
        { cart: cookie([anEntry('1_2_3')]) },
        {
          lines: () => {
            throw new Error('Failed to fetch')
          },
        },
      )

      h.actor.send({ type: 'cart.refresh' })
      await vi.advanceTimersByTimeAsync(1000)

      expect(h.actor.getSnapshot().value).toBe('ready')
      expect(quantities(h)).toEqual({ '1_2_3': 1 })
    })
  })

  describe('checking out', () => {
    it('creates a checkout and sends the shopper to it', async () => {
      const h = startCart({ cart: cookie([anEntry('1_2_3', 2)]) })

      h.actor.send({ type: 'cart.checkout' })
      expect(h.actor.getSnapshot().hasTag('checkingOut')).toBe(true)
      expect(h.actor.getSnapshot().can({ type: 'cart.checkout' })).toBe(false)
      await vi.advanceTimersByTimeAsync(0)

      expect(h.checkoutCalls).toEqual([{ cartId: 'cart_1', items: [anEntry('1_2_3', 2)], region: 'USA', checkoutId: null }])
      expect(h.emitted).toEqual([{ type: 'cart.checkoutCreated', checkoutId: 'chk_9', path: '/checkout/chk_9' }])
      expect(h.actor.getSnapshot().hasTag('checkingOut')).toBe(false)
    })

    it('updates the checkout it already has', async () => {
      const h = startCart({ cart: cookie([anEntry('1_2_3')]), checkoutId: 'chk_old' })

      h.actor.send({ type: 'cart.checkout' })
      await vi.advanceTimersByTimeAsync(0)

      expect(h.checkoutCalls[0].checkoutId).toBe('chk_old')
    })

    it('checking out again (back from the checkout to the cart) updates the checkout made the first time', async () => {
      const h = startCart({ cart: cookie([anEntry('1_2_3')]) })

      h.actor.send({ type: 'cart.checkout' })
      await vi.advanceTimersByTimeAsync(0)
      h.actor.send({ type: 'cart.load', cart: cookie([anEntry('1_2_3')]) })
      h.actor.send({ type: 'cart.checkout' })
      await vi.advanceTimersByTimeAsync(0)

      expect(h.checkoutCalls.map((call) => call.checkoutId)).toEqual([null, 'chk_9'])
    })

    it('refreshes the cart instead when an item is no longer valid', async () => {
      const h = startCart(
        { cart: cookie([anEntry('1_2_3'), anEntry('4_5_6')]) },
        { invalidSkus: ['4_5_6'], lines: () => [aLine('1_2_3'), aLine('4_5_6', { available: false })] },
      )

      h.actor.send({ type: 'cart.checkout' })
      await vi.advanceTimersByTimeAsync(400)

      expect(h.checkoutCalls).toEqual([])
      expect(h.actor.getSnapshot().value).toBe('unavailableItems')
      expect(quantities(h)).toEqual({ '1_2_3': 1 })
    })

    it('goes on to checkout silently when revalidation fails', async () => {
      const h = startCart({ cart: cookie([anEntry('1_2_3')]) }, { invalidSkus: new Error('500') })

      h.actor.send({ type: 'cart.checkout' })
      await vi.advanceTimersByTimeAsync(0)

      expect(h.checkoutCalls).toHaveLength(1)
      expect(h.actor.getSnapshot().context.error).toBeNull()
    })

    it('stays on the cart with its items and the error when the checkout cannot be created', async () => {
      const h = startCart({ cart: cookie([anEntry('1_2_3', 2)]) }, { checkout: new Error('Store closed') })

      h.actor.send({ type: 'cart.checkout' })
      await vi.advanceTimersByTimeAsync(0)

      expect(h.actor.getSnapshot().value).toBe('ready')
      expect(h.actor.getSnapshot().context.error?.text).toBe('Error checking out: Store closed')
      expect(h.emitted).toEqual([expect.objectContaining({ type: 'toast.show', kind: 'danger' })])
      expect(quantities(h)).toEqual({ '1_2_3': 2 })
    })

    it("says 'Error checking out! Please try again.' when creation answers nothing", async () => {
      const h = startCart({ cart: cookie([anEntry('1_2_3')]) }, { checkout: new Error('') })

      h.actor.send({ type: 'cart.checkout' })
      await vi.advanceTimersByTimeAsync(0)

      expect(h.actor.getSnapshot().context.error?.text).toBe('Error checking out! Please try again.')
    })

    it('a checkout asked for while the lines are re-checked starts once the check finds the cart unchanged', async () => {
      const h = startCart({ cart: cookie([anEntry('1_2_3')]) })

      h.actor.send({ type: 'cart.refresh' })
      h.actor.send({ type: 'cart.checkout' })
      expect(h.actor.getSnapshot().value).toBe('refreshing')
      await vi.advanceTimersByTimeAsync(0)

      expect(h.checkoutCalls).toHaveLength(1)
      expect(h.emitted).toEqual([{ type: 'cart.checkoutCreated', checkoutId: 'chk_9', path: '/checkout/chk_9' }])
      expect(h.actor.getSnapshot().context.checkoutRequested).toBe(false)
    })

    it('a checkout asked for during the re-check is dropped when the check removes items, so the shopper sees why', async () => {
      const h = startCart(
        { cart: cookie([anEntry('1_2_3'), anEntry('4_5_6')]) },
        { lines: () => [aLine('1_2_3'), aLine('4_5_6', { available: false })] },
      )

      h.actor.send({ type: 'cart.refresh' })
      h.actor.send({ type: 'cart.checkout' })
      await vi.advanceTimersByTimeAsync(400)

      expect(h.actor.getSnapshot().value).toBe('unavailableItems')
      h.actor.send({ type: 'cart.unavailable.dismiss' })
      await vi.advanceTimersByTimeAsync(0)
      expect(h.checkoutCalls).toEqual([])
      expect(h.actor.getSnapshot().value).toBe('ready')
    })

    it('a checkout asked for during a re-check that fails goes on, as a failed revalidation does', async () => {
      const h = startCart(
        { cart: cookie([anEntry('1_2_3')]) },
        {
          lines: () => {
            throw new Error('Failed to fetch')
          },
        },
      )

      h.actor.send({ type: 'cart.refresh' })
      h.actor.send({ type: 'cart.checkout' })
      await vi.advanceTimersByTimeAsync(0)

      expect(h.checkoutCalls).toHaveLength(1)
    })

    it('keeps checkout disabled in preview mode', () => {
      const h = startCart({ cart: cookie([anEntry('1_2_3')]), preview: true })

      expect(h.actor.getSnapshot().can({ type: 'cart.checkout' })).toBe(false)
      h.actor.send({ type: 'cart.checkout' })
      expect(h.actor.getSnapshot().value).toBe('ready')
    })

    it('keeps checkout disabled for an empty cart', () => {
      const h = startCart()

      expect(h.actor.getSnapshot().can({ type: 'cart.checkout' })).toBe(false)
    })
  })
})

describe('cartAfterAdd (an Add to cart form the worker answers)', () => {
  it.each([
    ['a first line in a new cart', null, anEntry('1_2_3', 2), 'USA', false],
    ['more of a line held', cookie([anEntry('1_2_3', 2)]), anEntry('1_2_3', 3), 'USA', false],
    ['an excluded line again', cookie([anEntry('1_2_3', 1)]), anEntry('1_2_3', 1), 'USA', true],
    ['a line from another region', cookie([anEntry('1_2_3', 1)], 'EU'), anEntry('4_5_6', 1), 'USA', false],
    ['past 999', cookie([anEntry('1_2_3', 998)]), anEntry('1_2_3', 5), 'USA', false],
  ] as const)('leaves the cookie the machine persists for %s', (_, cart, entry, region, excluded) => {
    const h = startCart({ cart })
    h.actor.send({ type: 'cart.add', entry, region, excluded })
    expect(cartAfterAdd(cart, { entry, excluded, buyerRegion: region, newCartId: 'cart_new' })).toEqual(h.persisted.at(-1))
  })
})
