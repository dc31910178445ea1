import type { Page } from '@playwright/test'
import { expect, expectNoAxeViolations, test } from '../../support/e2e/fixtures'
import { hydrated, SLOW, typeCustomerDetails } from '../../support/e2e/checkout-journey'
import { operatorCount, providerUrl, savedStreet, serverErrors, writesOn } from '../../support/e2e/provider-fixtures'

/**
 * The address validation service in provider mode (spec sections 4 and 8): the reference
 * backend's service (tests/support/reference-backend/address-service.ts) suggests a tidier address
 * for a street typed in lower case, refuses zip 00000, and — picked by the street typed —
 * answers in a way no reader understands ("Garbled") or too late ("Slow").
 */

const ZIP_ERROR = 'We could not verify this address. Please check your zipcode.'

/** A Harbor Tee in the cart, clicked through to the checkout the backend makes; answers its id. */
async function atCheckout(page: Page): Promise<string> {
  await page.goto(providerUrl(null, '/listing/harbor-tee'))
  await hydrated(page)
  await page.getByRole('radio', { name: 'Navy' }).click()
  await page.getByRole('radio', { name: 'M', exact: true }).click()
  await page.getByRole('button', { name: 'Add to cart' }).click()
  const added = page.getByRole('dialog', { name: '1 item(s) added to my cart' })
  await expect(added).toBeVisible()
  await added.getByRole('button', { name: 'Continue shopping' }).click()
  await page.getByRole('link', { name: /Cart/ }).first().click()
  await expect(page.getByRole('heading', { name: 'Harbor Tee' })).toBeVisible(SLOW)
  await hydrated(page)
  await page.getByRole('button', { name: 'Checkout', exact: true }).click()
  await expect(page).toHaveURL(/\/checkout\/c-\d+/, SLOW)
  await hydrated(page)
  return new URL(page.url()).pathname.split('/').pop() ?? ''
}

/** Every PUT /api/v1/checkout the page sends (the checkout update), as the browser sent it. */
function checkoutUpdates(page: Page): string[] {
  const sent: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'PUT' && new URL(request.url()).pathname === '/api/v1/checkout') sent.push(request.url())
  })
  return sent
}

const summary = (page: Page) => page.locator('.address-summary')
const continueToDelivery = (page: Page) => page.getByRole('button', { name: 'Continue to delivery' }).click()

test.describe('address validation in provider mode', () => {
  // Each test clicks through a listing, the cart and the checkout the backend makes, as the journey does.
  test.describe.configure({ timeout: 90_000 })

  test('a suggestion opens the modal: cancel keeps the form, the suggested address is saved when chosen', async ({ page, request }) => {
    const errors = serverErrors(page)
    const checkoutId = await atCheckout(page)
    await typeCustomerDetails(page, { email: `suggest-${Date.now()}@example.com` })
    await page.getByLabel('Street address').fill('1 market st')
    await continueToDelivery(page)

    const modal = page.getByRole('dialog', { name: 'Check your address' })
    await expect(modal).toBeVisible(SLOW)
    await expect(modal).toContainText('We found a slightly different address. Which one should we use?')
    // The address typed beside the suggestion, which fills in what the service left out.
    await expect(modal.locator('address')).toHaveText([/^1 market st\s*San Francisco, CA 94105/, /^1 Market St\s*San Francisco, CA 94105/])

    // Cancel: back to the form with everything typed, nothing saved.
    await modal.getByRole('button', { name: 'Cancel' }).click()
    await expect(modal).toBeHidden()
    await expect(page.getByLabel('Street address')).toHaveValue('1 market st')
    expect(await writesOn(request, { checkoutId })).toEqual(['checkout'])

    await continueToDelivery(page)
    await modal.getByRole('button', { name: 'Use the suggested address' }).click()
    await expect(page.getByRole('radio', { name: /Standard delivery/ })).toBeChecked(SLOW)
    await expect(summary(page)).toContainText('1 Market St')
    expect(await savedStreet(request, checkoutId)).toBe('1 Market St')
    expect(errors).toEqual([])
  })

  test('a suggestion refused: the address as the shopper typed it is saved', async ({ page, request }) => {
    const checkoutId = await atCheckout(page)
    await typeCustomerDetails(page, { email: `original-${Date.now()}@example.com` })
    await page.getByLabel('Street address').fill('1 market st')
    await continueToDelivery(page)
    const modal = page.getByRole('dialog', { name: 'Check your address' })
    await expect(modal).toBeVisible(SLOW)
    await expectNoAxeViolations(page)
    await modal.getByRole('button', { name: 'Use the address I entered' }).click()
    await expect(page.getByRole('radio', { name: /Standard delivery/ })).toBeChecked(SLOW)
    await expect(summary(page)).toContainText('1 market st')
    expect(await savedStreet(request, checkoutId)).toBe('1 market st')
  })

  test('an error shows above the street field and the update stops: no PUT is sent; fixed, it goes on', async ({ page, request }) => {
    const errors = serverErrors(page)
    const updates = checkoutUpdates(page)
    const checkoutId = await atCheckout(page)
    await typeCustomerDetails(page, { email: `zip-${Date.now()}@example.com` })
    await page.getByLabel('Zipcode').fill('00000')
    await continueToDelivery(page)

    const alert = page.getByRole('alert').filter({ hasText: ZIP_ERROR })
    await expect(alert).toBeVisible(SLOW)
    const street = page.getByLabel('Street address')
    const [alertBox, streetBox] = [await alert.boundingBox(), await street.boundingBox()]
    expect(alertBox && streetBox && alertBox.y + alertBox.height <= streetBox.y).toBe(true)
    // What was typed stays; nothing reached the backend's checkout, and the page sent no update.
    await expect(page.getByLabel('Zipcode')).toHaveValue('00000')
    await expect(page.getByLabel('First name')).toHaveValue('Ada')
    await expect(page.getByRole('radio', { name: /Standard delivery/ })).toHaveCount(0)
    expect(updates).toEqual([])
    expect(await writesOn(request, { checkoutId })).toEqual(['checkout'])
    expect(await savedStreet(request, checkoutId)).toBeNull()
    await expectNoAxeViolations(page)

    await page.getByLabel('Zipcode').fill('94105')
    await continueToDelivery(page)
    await expect(page.getByRole('radio', { name: /Standard delivery/ })).toBeChecked(SLOW)
    expect(updates.length).toBeGreaterThan(0)
    expect(await savedStreet(request, checkoutId)).toBe('1 Market St')
    expect(errors).toEqual([])
  })

  test('an answer the storefront cannot read: the shopper goes on as typed, and the operator sees it counted', async ({
    page,
    request,
  }) => {
    const before = await operatorCount(request, 'address-validation.unreadable')
    const checkoutId = await atCheckout(page)
    await typeCustomerDetails(page, { email: `garbled-${Date.now()}@example.com` })
    await page.getByLabel('Street address').fill('1 Garbled Way')
    await continueToDelivery(page)
    await expect(page.getByRole('radio', { name: /Standard delivery/ })).toBeChecked(SLOW)
    await expect(summary(page)).toContainText('1 Garbled Way')
    expect(await savedStreet(request, checkoutId)).toBe('1 Garbled Way')
    expect(await operatorCount(request, 'address-validation.unreadable')).toBe(before + 1)
  })

  test('a service that does not answer in time: the shopper goes on as typed, counted as a timeout', async ({ page, request }) => {
    const before = await operatorCount(request, 'address-validation.timeout')
    const checkoutId = await atCheckout(page)
    await typeCustomerDetails(page, { email: `slow-${Date.now()}@example.com` })
    await page.getByLabel('Street address').fill('1 Slow Lane')
    await continueToDelivery(page)
    await expect(page.getByRole('radio', { name: /Standard delivery/ })).toBeChecked(SLOW)
    await expect(summary(page)).toContainText('1 Slow Lane')
    expect(await savedStreet(request, checkoutId)).toBe('1 Slow Lane')
    expect(await operatorCount(request, 'address-validation.timeout')).toBe(before + 1)
  })
})
