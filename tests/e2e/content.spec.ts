import { advanceOrder, outbox, pixelEvents, placeOrder, previewLink, withTestPixels } from '../support/e2e/content-helpers'
import { expect, expectNoAxeViolations, storeUrl, test } from '../support/e2e/fixtures'

// Moonlit (the default store) has the support flag on, Sunbeam has it off, The Vault is gated.
const MOONLIT = null
const SUNBEAM = 'sunbeam'

const ARTICLES: [slug: string, title: string][] = [
  ['track-my-order', 'Track my order'],
  ['the-shopping-cart', 'The shopping cart'],
  ['placing-an-order', 'Placing an order'],
  ['faqs-digital-products', 'FAQs: digital products'],
  ['shipping-costs', 'Shipping costs'],
  ['shipping-time-frames', 'Shipping time frames'],
  ['sales-tax-vats-customs-fees', 'Sales tax, VATs and customs fees'],
  ['payments', 'Payments'],
  ['acceptable-use-policy', 'Acceptable use policy'],
  ['repeat-infringer-policy', 'Repeat infringer policy'],
]

const hydrated = async (page: import('@playwright/test').Page) => expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')

test.describe('support pages with the support flag on', () => {
  test('the support home offers search, four categories, order tracking, live chat and email', async ({ page }) => {
    await page.goto(storeUrl(MOONLIT, '/support'))
    await expect(page.getByRole('heading', { level: 1, name: 'How can we help?' })).toBeVisible()
    await expect(page.getByPlaceholder('Search our topics')).toBeVisible()
    for (const category of ['About my order', 'Shipping', 'Billing', 'Understanding our policies']) {
      await expect(page.getByRole('heading', { level: 3, name: category, exact: true })).toBeVisible()
    }
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { name: 'Where is my order?' })).toBeVisible()
    await expect(main.getByRole('link', { name: 'Track order', exact: true })).toHaveAttribute('href', '/track')
    await expect(main.getByRole('link', { name: 'Live chat', exact: true })).toHaveAttribute('href', '/live-chat')
    await expect(main.getByText('Available 7 days a week')).toBeVisible()
    await expect(main.getByRole('link', { name: 'Email ticket', exact: true })).toHaveAttribute('href', '/contact')
    await expect(main.getByText('We reply within 24 business hours')).toBeVisible()
    await expectNoAxeViolations(page)
  })

  test('searching the topics lists the matching articles as you type', async ({ page }) => {
    await page.goto(storeUrl(MOONLIT, '/support'))
    await hydrated(page)
    const main = page.getByRole('main')
    await main.getByRole('searchbox', { name: 'Search our topics' }).fill('customs')
    await expect(main.getByRole('status')).toContainText('for "customs"')
    await main.getByRole('listitem').filter({ hasText: 'US sales tax, VAT and customs duties' }).getByRole('link').click()
    await expect(page).toHaveURL(/\/support\/sales-tax-vats-customs-fees$/)
    await page.goto(storeUrl(MOONLIT, '/support?q=xyzzy'))
    await expect(page.getByText('No topics match "xyzzy"')).toBeVisible()
  })

  test('every article opens with breadcrumbs and the track and contact buttons', async ({ page }) => {
    for (const [slug, title] of ARTICLES) {
      const response = await page.goto(storeUrl(MOONLIT, `/support/${slug}`))
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
      const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' })
      await expect(crumbs.getByRole('link', { name: 'Support topics' })).toHaveAttribute('href', '/support')
      const main = page.getByRole('main')
      // The last Track order link is the button under the article (the text may link to /track too).
      await expect(main.getByRole('link', { name: 'Track order', exact: true }).last()).toHaveAttribute('href', '/track')
      await expect(main.getByRole('link', { name: 'Contact support', exact: true })).toHaveAttribute('href', '/contact')
    }
  })

  test('the side navigation is an accordion of every topic', async ({ page }) => {
    await page.goto(storeUrl(MOONLIT, '/support/shipping-costs'))
    const nav = page.getByRole('navigation', { name: 'Support topics' })
    await expect(nav.getByRole('link', { name: 'Shipping costs' })).toHaveAttribute('aria-current', 'page')
    await expect(nav.getByRole('link', { name: 'Payments' })).toBeHidden()
    await nav.getByText('Billing', { exact: true }).click()
    await nav.getByRole('link', { name: 'Payments' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payments')
    await page.goto(storeUrl(MOONLIT, '/support/shipping-costs'))
    await expect(page.getByRole('row', { name: /Standard delivery Contiguous US and DC \$5\.99 \$2\.00/ })).toBeVisible()
    await expectNoAxeViolations(page)
  })

  test('an unknown article is a 404', async ({ page }) => {
    const response = await page.goto(storeUrl(MOONLIT, '/support/no-such-topic'))
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
  })

  test('live chat answers a question with the topics that fit', async ({ page }) => {
    await page.goto(storeUrl(MOONLIT, '/live-chat'))
    await hydrated(page)
    const main = page.getByRole('main')
    await main.getByLabel('Your question').fill('where is my order?')
    await main.getByRole('button', { name: 'Send' }).click()
    const log = page.getByRole('list', { name: 'Conversation' })
    await expect(log.getByText('where is my order?')).toBeVisible()
    await expect(log.getByRole('link', { name: 'Track my order' })).toHaveAttribute('href', '/support/track-my-order')
    await expectNoAxeViolations(page)
  })

  test('the footer links to the store’s own support pages', async ({ page }) => {
    await page.goto(storeUrl(MOONLIT, '/'))
    const footer = page.getByRole('contentinfo')
    await expect(footer.getByRole('link', { name: 'Support', exact: true })).toHaveAttribute('href', '/support')
    await expect(footer.getByRole('link', { name: 'Track Order' })).toHaveAttribute('href', '/track')
    await expect(footer.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact')
  })
})

test.describe('a store without the support flag', () => {
  test('sends every support path home', async ({ page }) => {
    for (const path of ['/support', '/support/payments', '/support/a/b', '/live-chat']) {
      await page.goto(storeUrl(SUNBEAM, path))
      await expect(page).toHaveURL(storeUrl(SUNBEAM, '/'))
    }
  })

  test('links the footer and the contact confirmation to the hosted help pages', async ({ page }) => {
    await page.goto(storeUrl(SUNBEAM, '/contact-success'))
    await expect(page.getByRole('heading', { name: 'Your message has been sent.' })).toBeVisible()
    await expect(page.getByRole('link', { name: /Back to support topics/ })).toHaveAttribute('href', /^https:\/\//)
    const footer = page.getByRole('contentinfo')
    for (const name of ['Support', 'Track Order', 'Contact Us']) {
      const link = footer.getByRole('link', { name: new RegExp(`^${name}`) })
      await expect(link).toHaveAttribute('href', /^https:\/\//)
      await expect(link).toHaveAttribute('target', '_blank')
    }
  })

  test('has no About page while the theme hides it', async ({ page }) => {
    const response = await page.goto(storeUrl(SUNBEAM, '/about'))
    expect(response?.status()).toBe(404)
  })

  test('still takes contact messages and tracks orders', async ({ page }) => {
    await page.goto(storeUrl(SUNBEAM, '/contact'))
    await expect(page.getByRole('heading', { name: 'Contact Us' })).toBeVisible()
    await page.goto(storeUrl(SUNBEAM, '/track'))
    await expect(page.getByRole('heading', { name: 'Track your order' })).toBeVisible()
  })
})

test.describe('about and legal pages', () => {
  test('About tells the store’s story with its latest four releases', async ({ page }) => {
    await page.goto(storeUrl(MOONLIT, '/about'))
    await expect(page.getByRole('heading', { level: 1, name: 'About Moonlit Supply' })).toBeVisible()
    await expect(page.getByText('Moonlit Supply started in 2019')).toBeVisible()
    await expect(page.getByRole('main').getByRole('listitem').filter({ hasText: 'ink drawing' })).toBeVisible()
    const latest = page.getByRole('region', { name: 'Latest releases' })
    await expect(latest.getByRole('article')).toHaveCount(4)
    await expectNoAxeViolations(page)
  })

  test('the terms state their date, age limit, final sales, liability cap and contact', async ({ page }) => {
    await page.goto(storeUrl(MOONLIT, '/terms-of-use'))
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Use' })).toBeVisible()
    await expect(page.locator('time[datetime="2020-02-20"]')).toHaveText('Last updated February 20, 2020')
    const main = page.getByRole('main')
    await expect(main).toContainText('You must be at least eighteen (18) years old')
    await expect(main).toContainText('all orders are final')
    await expect(main).toContainText('The one exception is faulty goods')
    await expect(main).toContainText('limited to fifty (50) US dollars ($50.00)')
    await expect(main).toContainText('Moonlit Supply')
    await expect(main.getByRole('link', { name: 'hello@moonlit.example' })).toHaveAttribute('href', 'mailto:hello@moonlit.example')
    await expect(main).toContainText('1200 E Speedway Blvd, Tucson, AZ 85719')
    await expectNoAxeViolations(page)
  })

  test('the terms show only the contact details the store has', async ({ page }) => {
    await page.goto(storeUrl(SUNBEAM, '/terms-of-use'))
    const main = page.getByRole('main')
    await expect(main).toContainText('Sunbeam Studio')
    await expect(main.getByRole('link', { name: 'hi@sunbeam.example' })).toBeVisible()
    await expect(main).not.toContainText('Address:')
  })

  test('the privacy policy covers the United States, children under 13 and the opt-out time', async ({ page }) => {
    await page.goto(storeUrl(MOONLIT, '/privacy-policy'))
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible()
    await expect(page.locator('time[datetime="2020-02-20"]')).toHaveText('Last updated February 20, 2020')
    const main = page.getByRole('main')
    await expect(main).toContainText('This site is intended for people in the United States')
    await expect(main).toContainText('not directed to children under thirteen (13)')
    await expect(main).toContainText('up to ten (10) business days')
    await expectNoAxeViolations(page)
  })
})

test.describe('contact form', () => {
  test('a listing’s Report link brings the listing into the message', async ({ page }) => {
    await page.goto(storeUrl(MOONLIT, '/listing/phases-of-the-moon'))
    await page.getByRole('link', { name: 'Report' }).click()
    await expect(page).toHaveURL(/\/contact\?listing=phases-of-the-moon$/)
    await hydrated(page)
    const form = page.getByRole('main')
    await expect(form.getByLabel('Reason')).toHaveValue('product')
    const listingUrl = storeUrl(MOONLIT, '/listing/phases-of-the-moon')
    expect(await form.getByLabel('Message').inputValue()).toBe(`About the listing Phases of the Moon (${listingUrl}):\n\n`)
    // The order number stays required (spec section 5).
    await form.getByRole('button', { name: 'Submit' }).click()
    await expect(form.getByText('Please enter your order number')).toBeVisible()
    await expect(form.getByLabel('Order number')).toBeFocused()
  })

  test('checks each field as it is left and lists what is missing on submit', async ({ page }) => {
    await page.goto(storeUrl(MOONLIT, '/contact'))
    await hydrated(page)
    const form = page.getByRole('main')
    await form.getByLabel('Order number').focus()
    await form.getByLabel('Email').focus()
    await expect(form.getByText('Please enter your order number')).toBeVisible()
    await form.getByLabel('Email').fill('not-an-email')
    await form.getByLabel('Full name').focus()
    await expect(form.getByText('Please enter a valid email')).toBeVisible()
    await form.getByRole('button', { name: 'Submit' }).click()
    await expect(form.getByText('Please enter your full name')).toBeVisible()
    await expect(form.getByText('Please choose a reason')).toBeVisible()
    await expect(form.getByText('Please enter a message')).toBeVisible()
    await expect(form.getByLabel('Order number')).toBeFocused()
    await expectNoAxeViolations(page)
  })

  test('sends the message to the store and confirms it', async ({ page, request }) => {
    const email = `contact-${Date.now()}@example.com`
    await page.goto(storeUrl(MOONLIT, '/contact'))
    await hydrated(page)
    const form = page.getByRole('main')
    await form.getByLabel('Order number').fill('ORD-7KQ2-M9XD-4HTP')
    await form.getByLabel('Email').fill(email)
    await form.getByLabel('Full name').fill('Ada Lovelace')
    await form.getByLabel('Reason').selectOption({ label: 'I have a question about my order' })
    await form.getByLabel('Message').fill('Can I still change the size of my hoodie?')
    await form.getByRole('button', { name: 'Submit' }).click()
    await expect(page).toHaveURL(/\/contact-success$/)
    await expect(page.getByRole('heading', { name: 'Your message has been sent.' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Back to support topics' })).toHaveAttribute('href', '/support')
    const sent = await outbox(request)
    // The store acknowledges without repeating a word of the message (it goes to whatever address the form named).
    const reply = sent.find((mail) => mail.recipient === email)
    expect(reply?.subject).toBe('We received your message to Moonlit Supply')
    expect(`${reply?.subject} ${reply?.body}`).not.toMatch(/ORD-7KQ2|hoodie|Ada/)
    // The mail queue's consumer delivers it after the answer (Miniflare runs the queue locally).
    await expect
      .poll(async () => (await outbox(request)).find((mail) => mail.recipient === email)?.status, { timeout: 15_000 })
      .toBe('delivered')
    await expectNoAxeViolations(page)
  })
})

test.describe('order tracking', () => {
  test('shows the server’s own words when it refuses a lookup', async ({ page }) => {
    const refusal = 'Too many order numbers did not match. Please wait a few minutes and try again.'
    await page.route('**/api/v1/orders?**', (route) => route.fulfill({ status: 429, json: { error: refusal } }))
    await page.goto(storeUrl(MOONLIT, '/track'))
    await hydrated(page)
    const main = page.getByRole('main')
    await main.getByLabel('Order number').fill('ORD-0000-0000-0001')
    await main.getByRole('button', { name: 'Track order' }).click()
    await expect(main.getByRole('alert')).toHaveText(refusal)
  })

  test('asks for the order number and says when there is no such order', async ({ page }) => {
    await page.goto(storeUrl(MOONLIT, '/track'))
    await hydrated(page)
    const main = page.getByRole('main')
    await main.getByRole('button', { name: 'Track order' }).click()
    await expect(main.getByText('Please enter your order number')).toBeVisible()
    await main.getByLabel('Order number').fill('ORD-0000-0000-0000')
    await main.getByRole('button', { name: 'Track order' }).click()
    await expect(main.getByRole('alert')).toHaveText("We couldn't find an order with that number.")
    await expectNoAxeViolations(page)
  })

  test('shows an order’s status, items and shipments with tracking', async ({ page, request }) => {
    // Places a real order through the API first: checkout, address, payment, submit.
    test.setTimeout(60_000)
    const lookup = await placeOrder(request, 'phases-of-the-moon', `track-${Date.now()}@example.com`)
    await page.goto(storeUrl(MOONLIT, '/track'))
    await hydrated(page)
    const main = page.getByRole('main')
    await main.getByLabel('Order number').fill(lookup)
    await main.getByRole('button', { name: 'Track order' }).click()
    const order = main.getByRole('article')
    await expect(order.getByRole('heading', { name: `Order number: ${lookup}` })).toBeVisible()
    await expect(order).toContainText('Status: Processing')
    await expect(order).toContainText('Phases of the Moon')
    await expect(order).toContainText('Your order has not shipped yet.')

    await advanceOrder(request, lookup)
    await page.reload()
    await expect(order).toContainText('Status: Shipped')
    await expect(order.getByText(/Tracking number: \S+/)).toBeVisible()
    await expect(order.getByRole('link', { name: /Need help with this order/ })).toHaveAttribute('href', `/contact?orderNumber=${lookup}`)
    await expectNoAxeViolations(page)
  })

  test('recovers order numbers by email, with a spinner while it sends', async ({ page }) => {
    await page.goto(storeUrl(MOONLIT, '/track/recover'))
    await hydrated(page)
    const main = page.getByRole('main')
    await main.getByLabel('Email').fill('nobody')
    await main.getByRole('button', { name: 'Send my order numbers' }).click()
    await expect(main.getByText('Please enter a valid email')).toBeVisible()
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route('**/api/v1/orders/recover**', async (route) => {
      await held
      await route.continue()
    })
    await main.getByLabel('Email').fill(`recover-${Date.now()}@example.com`)
    await main.getByRole('button', { name: 'Send my order numbers' }).click()
    await expect(main.getByRole('status').filter({ hasText: 'Sending…' })).toBeVisible()
    release()
    await expect(main.getByText('We sent you an email listing your orders from the past 60 days.')).toBeVisible()
    await expectNoAxeViolations(page)
  })
})

test.describe('store owner modes', () => {
  test('the gated store opens its support pages after the access code', async ({ page }) => {
    await page.goto(storeUrl('vault', '/support'))
    await expect(page).toHaveURL(/\/login$/)
    await expectNoAxeViolations(page)
    await page.getByLabel('Access code').fill('letmein')
    await page.getByRole('button', { name: 'Enter store' }).click()
    await expect(page.getByRole('banner')).toContainText('The Vault')
    await page.goto(storeUrl('vault', '/support'))
    await expect(page.getByRole('heading', { level: 1, name: 'How can we help?' })).toBeVisible()
  })

  test('a preview link shows the draft theme and hidden products, and nothing is cached', async ({ page, browser }) => {
    // The link comes from the real CLI, which reads the store's key from D1 through wrangler.
    test.setTimeout(60_000)
    const link = previewLink('moonlit')
    await page.goto(link)
    await expect(page.getByRole('complementary', { name: 'Preview' })).toBeVisible()
    await expect(page).not.toHaveURL(/#preview=/)
    await expect(page.getByRole('heading', { name: 'Preview: The Eclipse Collection' })).toBeVisible()

    const response = await page.goto(storeUrl('moonlit', '/listing/night-shift-supporters-tee'))
    expect(response?.headers()['cache-control']).toBe('no-store')
    await expect(page.getByRole('heading', { level: 1, name: 'Night Shift Supporters Tee' })).toBeVisible()
    await expectNoAxeViolations(page)

    const shopper = await browser.newPage()
    const hidden = await shopper.goto(storeUrl('moonlit', '/listing/night-shift-supporters-tee'))
    expect(hidden?.status()).toBe(404)
    await shopper.close()

    await page.getByRole('button', { name: 'Exit preview' }).click()
    await expect(page.getByRole('complementary', { name: 'Preview' })).toHaveCount(0)
  })

  test('an invalid preview link shows the published store', async ({ page }) => {
    await page.goto(storeUrl('moonlit', '/#preview=v1.bm90LWEtcmVhbC10b2tlbi1hdC1hbGwtLS0tLS0tLQ'))
    await hydrated(page)
    await expect(page).not.toHaveURL(/#preview=/)
    await expect(page.getByRole('heading', { name: 'Made for the hours after dark' })).toBeVisible()
    await expect(page.getByRole('complementary', { name: 'Preview' })).toHaveCount(0)
  })
})

test.describe('live-chat widget', () => {
  test('is absent while the theme disables live chat', async ({ page }) => {
    await page.goto(storeUrl(MOONLIT, '/'))
    await hydrated(page)
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(null), { timeout: 2000 })))
    await expect(page.getByRole('button', { name: 'Live chat' })).toHaveCount(0)
  })

  test("appears when live-chat-disabled is 'false' and answers in place", async ({ page }) => {
    // No demo theme turns live chat on, so the page's theme setting is flipped in transit.
    await page.route(storeUrl(MOONLIT, '/'), async (route) => {
      const response = await route.fetch()
      const body = (await response.text()).replace('"liveChatDisabled":"true"', '"liveChatDisabled":"false"')
      await route.fulfill({ response, body })
    })
    await page.goto(storeUrl(MOONLIT, '/'))
    await page.getByRole('button', { name: 'Live chat' }).click()
    const chat = page.getByRole('dialog', { name: 'Live chat' })
    await chat.getByLabel('Your question').fill('Any news on ORD-7KQ2-M9XD-4HTP?')
    await chat.getByLabel('Your question').press('Enter')
    await expect(chat.getByRole('link', { name: 'Track order' })).toHaveAttribute('href', '/track?orderNumber=ORD-7KQ2-M9XD-4HTP')
    await page.keyboard.press('Escape')
    await expect(chat).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Live chat' })).toBeFocused()
  })
})

/** A stand-in for a provider's chat script: a widget with its own frame, talking to its own host. */
const STAND_IN_CHAT = `(() => {
  const siteId = document.currentScript.dataset.siteId
  const box = document.createElement('section')
  box.id = 'stand-in-chat'
  box.setAttribute('aria-label', 'Stand-in chat')
  const status = document.createElement('p')
  status.textContent = 'Connecting'
  const frame = document.createElement('iframe')
  frame.title = 'Stand-in chat window'
  frame.src = 'https://chat.example.com/frame'
  box.append(status, frame)
  document.body.append(box)
  fetch('https://chat.example.com/api/hello?site=' + siteId).then((answer) => answer.json()).then(() => {
    status.textContent = 'Chat for ' + siteId + ' ready'
  })
})()`

test.describe("a store's own live-chat provider", () => {
  for (const width of [390, 1280]) {
    test(`loads on the support page only once the shopper opens it, inside that page's CSP, and does not follow them out (${width} px)`, async ({
      page,
    }) => {
      test.setTimeout(90_000)
      await page.setViewportSize({ width, height: 900 })
      const chatRequests: string[] = []
      page.on('request', (request) => {
        if (new URL(request.url()).hostname === 'chat.example.com') chatRequests.push(request.url())
      })
      await page.route('https://chat.example.com/**', (route) => {
        const { pathname } = new URL(route.request().url())
        if (pathname === '/widget/moonlit-supply.js') return route.fulfill({ contentType: 'text/javascript', body: STAND_IN_CHAT })
        if (pathname === '/frame')
          return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Chat</title><p>Hello from chat</p>' })
        return route.fulfill({ json: { ok: true } })
      })
      // Moonlit's draft theme names the provider: the store owner tries it in preview.
      await page.goto(previewLink('moonlit'))
      await expect(page.getByRole('complementary', { name: 'Preview' })).toBeVisible()
      await page.goto(storeUrl('moonlit', '/support'))
      await hydrated(page)
      await page.goto(storeUrl('moonlit', '/live-chat'))
      await hydrated(page)
      await expect(page.getByRole('heading', { name: 'Chat with our team' })).toBeVisible()
      expect(chatRequests).toEqual([])

      await page.goto(storeUrl('moonlit', '/support'))
      await hydrated(page)
      await page.getByRole('link', { name: 'Live chat', exact: true }).click()
      await expect(page).toHaveURL(/\/live-chat\?chat=open$/)
      await expect(page.getByRole('status').filter({ hasText: 'Live chat is open' })).toBeVisible()
      await expect(page.locator('#stand-in-chat p')).toHaveText('Chat for moonlit-supply ready')
      await expect(page.frameLocator('#stand-in-chat iframe').getByText('Hello from chat')).toBeVisible()
      // The built-in help panel stays beside it.
      await expect(page.getByLabel('Your question')).toBeVisible()

      // Leaving the support page loads the next page whole: the widget stays behind.
      const asked = chatRequests.length
      await page
        .getByRole('banner')
        .getByRole('link', { name: /^Cart, / })
        .click()
      await expect(page).toHaveURL(/\/cart$/)
      await hydrated(page)
      await expect(page.locator('#stand-in-chat')).toHaveCount(0)
      await page.goto(storeUrl('moonlit', '/cart?chat=open'))
      await hydrated(page)
      expect(chatRequests).toHaveLength(asked)
    })
  }
})

test.describe('attribution and analytics', () => {
  test('keeps the affiliate for 7 days and the partner for 2 hours', async ({ page, context }) => {
    await page.goto(storeUrl(MOONLIT, '/?aid=partner_42!&utm_source=TTEC&ttclid=abc123'))
    await hydrated(page)
    // Attribution is taken once the hydrated page is idle (ADR 158).
    await expect.poll(async () => (await context.cookies()).map((cookie) => cookie.name)).toContain('ttclid_partner')
    const cookies = await context.cookies()
    const now = Date.now() / 1000
    const aid = cookies.find((cookie) => cookie.name === 'aid')
    expect(aid?.value).toBe('partner42')
    expect(aid!.expires - now).toBeGreaterThan(604_800 - 60)
    expect(aid!.expires - now).toBeLessThanOrEqual(604_800 + 1)
    const partner = cookies.find((cookie) => cookie.name === 'ttclid_partner')
    expect(partner?.value).toBe('abc123')
    expect(partner!.expires - now).toBeGreaterThan(7_200 - 60)
    expect(partner!.expires - now).toBeLessThanOrEqual(7_200 + 1)
  })

  test('loads no third-party script when the theme configures no pixels', async ({ page }) => {
    const foreign: string[] = []
    page.on('request', (request) => {
      const host = new URL(request.url()).hostname
      if (host !== 'localhost' && !host.endsWith('.localhost') && request.url().startsWith('http')) foreign.push(request.url())
    })
    await page.goto(storeUrl(MOONLIT, '/'))
    await hydrated(page)
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(null), { timeout: 2000 })))
    expect(foreign).toEqual([])
  })

  test('hands every commerce event to the Google Analytics and Facebook pixels', async ({ page }) => {
    await withTestPixels(page)
    await page.goto(storeUrl(MOONLIT, '/'))
    await hydrated(page)
    const has = (...names: string[]) => expect.poll(() => pixelEvents(page)).toEqual(expect.arrayContaining(names))
    await has('ga:page_view', 'fb:PageView')
    // Tiles are impressions once on screen, below the hero here (Facebook has no event for them).
    expect(await pixelEvents(page)).not.toContain('ga:view_item_list')
    await page.locator('#featured-products .tile').first().scrollIntoViewIfNeeded()
    await has('ga:view_item_list')

    await page
      .locator('#featured-products')
      .getByRole('link', { name: /Phases of the Moon/ })
      .first()
      .click()
    await has('ga:select_item', 'fb:ProductClick')
    await expect(page.getByRole('heading', { level: 1, name: 'Phases of the Moon' })).toBeVisible()
    await has('ga:view_item', 'fb:ViewContent')

    await page.getByRole('radio', { name: 'M', exact: true }).click()
    await expect(page.getByRole('radio', { name: 'M', exact: true })).toBeChecked()
    await page.getByRole('button', { name: 'Add to cart' }).click()
    const added = page.getByRole('dialog', { name: /added to my cart/ })
    await expect(added).toBeVisible()
    await has('ga:add_to_cart', 'fb:AddToCart')

    await added.getByRole('link', { name: 'View cart' }).click()
    await page.getByRole('button', { name: /^Remove Phases of the Moon/ }).click()
    await has('ga:remove_from_cart', 'fb:RemoveFromCart')
  })

  test('hands the purchase to the pixels on the thank-you page', async ({ page, request }) => {
    test.setTimeout(60_000)
    const lookup = await placeOrder(request, 'phases-of-the-moon', `pixels-${Date.now()}@example.com`)
    await withTestPixels(page)
    await page.goto(storeUrl(MOONLIT, `/thankyou?orderNumber=${lookup}`))
    await expect.poll(() => pixelEvents(page)).toEqual(expect.arrayContaining(['ga:purchase', 'fb:Purchase']))
  })

  for (const width of [390, 1280]) {
    test(`hands the failures of spec section 8 to the pixels: an unknown path, a thank-you page without its order, a tile without an image (${width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 })
      await withTestPixels(page)
      const has = (...names: string[]) => expect.poll(() => pixelEvents(page)).toEqual(expect.arrayContaining(names))
      await page.goto(storeUrl(MOONLIT, '/no-such-page/at-all'))
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
      await has('ga:page_not_found', 'fb:PageNotFound')

      await page.goto(storeUrl(MOONLIT, '/thankyou?orderNumber=ORD-0000-0000-0000&name=Ada'))
      await expect(page.getByRole('heading', { level: 1, name: 'Thank you, Ada!' })).toBeVisible()
      await has('ga:order_load_failed', 'fb:OrderLoadFailed')

      // 'You might also like' skips a listing whose tile has no image, and says so.
      await page.route('**/api/product-cache/**', async (route) => {
        const tiles = (await (await route.fetch()).json()) as { imageUrl: string; images: unknown[] }[]
        const last = tiles.at(-1)
        if (last) Object.assign(last, { imageUrl: '', images: [], additionalImages: [] })
        await route.fulfill({ json: tiles })
      })
      await page.goto(storeUrl(MOONLIT, '/'))
      await hydrated(page)
      await page
        .locator('#featured-products')
        .getByRole('link', { name: /Phases of the Moon/ })
        .first()
        .click()
      await expect(page.getByRole('heading', { level: 1, name: 'Phases of the Moon' })).toBeVisible()
      await has('ga:tile_image_missing', 'fb:TileImageMissing')
    })
  }

  test('posts viewed_campaign with the campaign parameters of a listing URL', async ({ page }) => {
    const posted = page.waitForRequest((request) => request.url().endsWith('/api/tracking/viewed_campaign') && request.method() === 'POST')
    await page.goto(storeUrl(MOONLIT, '/listing/phases-of-the-moon?utm_source=newsletter&utm_campaign=full-moon&size=3'))
    const body = (await posted).postDataJSON() as { campaign_id: string; get_vars: Record<string, string> }
    expect(body.campaign_id).toMatch(/^\d+$/)
    expect(body.get_vars).toEqual({ utm_source: 'newsletter', utm_campaign: 'full-moon' })
  })

  test('posts no viewed_campaign for a listing URL without campaign parameters', async ({ page }) => {
    const posts: string[] = []
    page.on('request', (request) => {
      if (request.url().endsWith('/api/tracking/viewed_campaign')) posts.push(request.url())
    })
    await page.goto(storeUrl(MOONLIT, '/listing/phases-of-the-moon?product=1&variation=2'))
    await hydrated(page)
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(null), { timeout: 2000 })))
    expect(posts).toEqual([])
  })
})
