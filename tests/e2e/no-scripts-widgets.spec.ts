import { previewLink } from '../support/e2e/content-helpers'
import { expect, storeUrl, test } from '../support/e2e/fixtures'

/**
 * Issue 32, item 2: the widgets a shopper opens work without JavaScript — the menu, the size
 * chart and the gallery's next image (docs/without-scripts.md, The widgets). Each test is a page the
 * worker renders and the browser alone makes work: no script runs at all (so no axe here, a
 * page script: before-scripts.spec.ts checks the same HTML with axe).
 */
test.use({ javaScriptEnabled: false })

test.describe('the menu without scripts', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the hamburger opens the menu as a dialog; Escape and Close shut it; a link in it is followed', async ({ page }) => {
    await page.goto(storeUrl(null, '/'))
    const opener = page.getByRole('button', { name: 'Open menu' })
    const menu = page.getByRole('dialog', { name: 'Moonlit Supply' })
    await expect(menu).toBeHidden()
    await opener.click()
    await expect(menu.getByRole('link', { name: 'Apparel' })).toBeVisible()
    // Modal: focus is in it and Tab stays there.
    for (let i = 0; i < 14; i++) await page.keyboard.press('Tab')
    expect(await menu.evaluate((element) => element.contains(document.activeElement))).toBe(true)
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(opener).toBeFocused()

    await page.keyboard.press('Enter')
    await expect(menu.getByRole('link', { name: 'Apparel' })).toBeVisible()
    await menu.getByRole('button', { name: 'Close' }).click()
    await expect(menu).toBeHidden()

    await opener.click()
    await menu.getByRole('link', { name: 'Apparel' }).click()
    await expect(page).toHaveURL(/\/apparel$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Apparel' })).toBeVisible()
    await expect(menu).toBeHidden()
  })
})

test.describe("the gallery's next image without scripts", () => {
  test('Next image shows image 2, Next again image 3, Previous goes back', async ({ page }) => {
    await page.goto(storeUrl(null, '/listing/midnight-hoodie'))
    const stage = page.locator('.gallery__stage')
    const image = (n: number) => stage.getByRole('img', { name: `Midnight Hoodie, image ${n}` })
    await expect(image(1)).toBeVisible()
    await expect(image(2)).toBeHidden()

    await stage.getByRole('link', { name: 'Next image' }).click()
    await expect(image(2)).toBeVisible()
    await expect(image(2)).toBeInViewport()
    await expect(page).toHaveURL(/#gallery-image-2$/)

    await stage.getByRole('link', { name: 'Previous image' }).click()
    await expect(image(2)).toBeHidden()
    await expect(image(1)).toBeVisible()

    await page.getByRole('link', { name: 'Show image 2' }).click()
    await expect(image(2)).toBeInViewport()
  })
})

test.describe('the size chart without scripts', () => {
  for (const width of [390, 1280]) {
    test(`at ${width}px the Size chart button opens the chart, Centimeters switches it, Escape shuts it`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 })
      await page.goto(storeUrl(null, '/listing/midnight-hoodie'))
      const opener = page.getByRole('button', { name: 'Size chart' })
      const dialog = page.getByRole('dialog', { name: 'Size chart' })
      await expect(dialog).toBeHidden()
      await opener.click()
      await expect(dialog.getByRole('table')).toBeVisible()
      const firstCell = dialog.getByRole('cell').first()
      const inches = await firstCell.innerText()
      expect(inches).toMatch(/\d/)
      await dialog.getByRole('radio', { name: 'Centimeters' }).check()
      await expect(firstCell).not.toHaveText(inches, { useInnerText: true })
      await expect(firstCell).toHaveText(/\d/, { useInnerText: true })
      await page.screenshot({ path: test.info().outputPath(`size-chart-${width}.png`) })
      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
      await expect(opener).toBeFocused()

      await page.keyboard.press('Enter')
      await expect(dialog).toBeVisible()
      await dialog.getByRole('button', { name: 'Close' }).click()
      await expect(dialog).toBeHidden()
    })
  }
})

test.describe("header 3's More without scripts", () => {
  test('More opens its list under the pill; Escape and a tap outside shut it; by keyboard too; a link in it is followed', async ({
    browser,
  }) => {
    // Sunbeam's draft theme has header 3, with more menu entries than pills. The preview link's
    // script opens the preview session: open it with scripts, then carry its cookie into a
    // browser without them.
    // (Contexts made in a test take the file's options: scripts must be asked for.)
    const scripted = await browser.newContext({ javaScriptEnabled: true })
    const opener = await scripted.newPage()
    await opener.goto(previewLink('sunbeam'))
    await expect(opener.getByRole('complementary', { name: 'Preview' })).toBeVisible()
    const previewed = opener.url()
    const storageState = await scripted.storageState()
    await scripted.close()
    const context = await browser.newContext({ javaScriptEnabled: false, storageState, viewport: { width: 1280, height: 800 } })
    const page = await context.newPage()
    await page.goto(previewed)
    const header = page.getByRole('banner')
    await expect(header).toHaveAttribute('data-template', '3')
    const pills = header.getByRole('navigation', { name: 'Main menu' })
    const more = pills.getByRole('button', { name: 'More', exact: true })
    const summer = pills.getByRole('link', { name: 'Summer Shop' })
    await expect(summer).toBeHidden()

    await more.click()
    await expect(summer).toBeVisible()
    // Under its pill, not over it.
    const [pill, link] = [await more.boundingBox(), await summer.boundingBox()]
    expect(link && pill && link.y >= pill.y + pill.height).toBe(true)
    await page.keyboard.press('Escape')
    await expect(summer).toBeHidden()
    await expect(more).toBeFocused()

    await page.keyboard.press('Enter')
    await expect(summer).toBeVisible()
    // Tab goes from the toggle into the list.
    await page.keyboard.press('Tab')
    expect(await pills.locator('.overflow-nav__menu').evaluate((list) => list.contains(document.activeElement))).toBe(true)
    await page.keyboard.press('Escape')
    await expect(summer).toBeHidden()

    await more.click()
    await page.mouse.click(640, 600)
    await expect(summer).toBeHidden()

    await more.click()
    await summer.click()
    await expect(page).toHaveURL(/\/summer$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Summer Shop' })).toBeVisible()
    await context.close()
  })
})
