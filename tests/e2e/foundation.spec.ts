import { expect, storeUrl, test } from '../support/e2e/fixtures'

test('two stores show their own names and primary colours', async ({ page }) => {
  await page.goto(storeUrl(null))
  await expect(page.getByRole('banner').getByRole('link').first()).toContainText('Moonlit Supply')
  const moonlit = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim())

  await page.goto(storeUrl('sunbeam'))
  await expect(page.getByRole('banner').getByRole('link').first()).toContainText('Sunbeam Studio')
  const sunbeam = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim())

  expect(moonlit).toMatch(/^#/)
  expect(sunbeam).toMatch(/^#/)
  expect(moonlit).not.toBe(sunbeam)
})

test('the home page is rendered on the server and then hydrated', async ({ page }) => {
  const response = await page.request.get(storeUrl(null))
  const html = await response.text()
  expect(response.status()).toBe(200)
  expect(html).toContain('Moonlit Supply')
  expect(html).toContain('id="__shell"')
  await page.goto(storeUrl(null))
  await expect(page.locator('body')).toHaveClass(/home/)
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
})

test('clicking a product tile opens its listing page', async ({ page }) => {
  await page.goto(storeUrl(null))
  const firstTile = page.locator('#featured-products').getByRole('link').first()
  const name = (await firstTile.locator('.tile__name').textContent()) ?? ''
  await firstTile.click()
  await expect(page).toHaveURL(/\/listing\/|\/[a-z0-9-]+$/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name.trim())
})

test('an unknown path shows the 404 page with status 404', async ({ page }) => {
  const response = await page.goto(storeUrl(null, '/no/such/page-here'))
  expect(response?.status()).toBe(404)
  await expect(page.getByText('404!')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
  await expect(page.getByText('Somehow you have come to a page that does not exist.')).toBeVisible()
  await page.getByRole('link', { name: 'Go to homepage' }).click()
  await expect(page).toHaveURL(storeUrl(null))
})

test('a host with no store redirects to the external 404 page', async ({ request }) => {
  // Asked by Host header: the external page itself is off this machine.
  const response = await request.get(storeUrl(null), { headers: { host: 'no-such-store.localhost' }, maxRedirects: 0 })
  expect(response.status()).toBe(302)
  expect(response.headers().location).toBe('https://www.example.com/store-not-found')
})

test('a gated store asks for its access code and opens with the right one', async ({ page }) => {
  await page.goto(storeUrl('vault'))
  await expect(page).toHaveURL(/\/login$/)
  await page.getByLabel('Access code').fill('wrong-code')
  await page.getByRole('button', { name: 'Enter store' }).click()
  await expect(page).toHaveURL(/\/login\?error=1$/)
  await page.getByLabel('Access code').fill('letmein')
  await page.getByRole('button', { name: 'Enter store' }).click()
  await expect(page).toHaveURL(storeUrl('vault'))
  await expect(page.getByRole('banner')).toContainText('The Vault')
})
