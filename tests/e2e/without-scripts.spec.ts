import { SLOW } from '../support/e2e/checkout-journey'
import { expect, storeUrl, test } from '../support/e2e/fixtures'

/**
 * Issue 32 with JavaScript off: every shopper form is a real form the worker answers, and a
 * whole purchase goes through the hosted checkout (docs/without-scripts.md). Each step is a
 * full document load the worker renders: on a busy 2-core machine a test takes 20-45 s.
 */

test.use({ javaScriptEnabled: false })
test.beforeEach(() => test.setTimeout(60_000))

test('the recover form says why a bad email is refused, then that the email was sent', async ({ page }) => {
  await page.goto(storeUrl(null, '/track'))
  await page.getByRole('link', { name: 'Forgot your order number?' }).click()
  const main = page.getByRole('main')
  await main.getByLabel('Email').fill('nobody')
  await main.getByRole('button', { name: 'Send my order numbers' }).click()
  await expect(main.getByText('Please enter a valid email', { exact: true })).toBeVisible(SLOW)
  await expect(main.getByLabel('Email')).toHaveValue('nobody')
  await main.getByLabel('Email').fill(`no-script-${Date.now()}@example.com`)
  await main.getByRole('button', { name: 'Send my order numbers' }).click()
  await expect(main.getByRole('status')).toHaveText('We sent you an email listing your orders from the past 60 days.', SLOW)
  await expect(page).toHaveURL(/\/track\/recover\?sent$/)
})
