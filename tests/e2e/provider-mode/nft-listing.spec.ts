import { hydrated, SLOW } from '../../support/e2e/checkout-journey'
import { expect, test } from '../../support/e2e/fixtures'
import { providerUrl, serverErrors } from '../../support/e2e/provider-fixtures'

/**
 * Spec section 5: a listing whose primary product is 1816 is an NFT, whatever its product
 * type says. Drift Studio's 'Drift Token' on the reference backend is product 1816 of type
 * 'Collectible': the listing says it is delivered by download and the cart takes one per
 * order, at a phone's width and a desktop's.
 */

const DOWNLOAD = "Instant download: you'll get a download link once your order is processed."

for (const width of [390, 1280]) {
  test(`a listing whose primary product is 1816 is an NFT though its type is not nft: a download, one per order (${width} px)`, async ({
    page,
  }) => {
    const errors = serverErrors(page)
    await page.setViewportSize({ width, height: 900 })
    await page.goto(providerUrl('drift', '/listing/drift-token'))
    await hydrated(page)
    await expect(page.getByRole('heading', { level: 1, name: 'Drift Token' })).toBeVisible()
    await expect(page.getByText(DOWNLOAD)).toBeVisible()
    await expect(page.getByText(/We ship worldwide/)).toHaveCount(0)
    // An NFT is bought one at a time: no quantity to choose.
    await expect(page.getByLabel('Quantity')).toHaveCount(0)

    for (let added = 0; added < 2; added += 1) {
      await page.getByRole('button', { name: 'Add to cart' }).click()
      const dialog = page.getByRole('dialog', { name: '1 item(s) added to my cart' })
      await expect(dialog).toBeVisible(SLOW)
      await dialog.getByRole('button', { name: 'Continue shopping' }).click()
      await expect(dialog).toHaveCount(0)
    }
    // Added twice, it is still one in the cart.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, 1 item' })).toBeVisible()

    await page.goto(providerUrl('drift', '/cart'))
    await hydrated(page)
    await expect(page.getByRole('heading', { name: 'Drift Token' })).toBeVisible()
    await expect(page.getByRole('list', { name: '1 item' })).toBeVisible()
    expect(errors).toEqual([])
  })
}
