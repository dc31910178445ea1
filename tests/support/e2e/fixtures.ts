import AxeBuilder from '@axe-core/playwright'
import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test'

const port = Number(process.env.E2E_PORT ?? 8799)

/** The URL of a demo store: the default store on localhost, others on {slug}.localhost. */
export function storeUrl(slug: string | null, path = '/'): string {
  return slug ? `http://${slug}.localhost:${port}${path}` : `http://localhost:${port}${path}`
}

/**
 * GETs a development read (the outbox) as JSON. A read is safe to repeat, so a connection
 * the local server dropped (an idle keep-alive socket closed as it was reused) is tried once
 * more instead of failing the test that polls it.
 */
export async function readJson<T>(request: APIRequestContext, url: string): Promise<T> {
  try {
    return (await (await request.get(url)).json()) as T
  } catch (error) {
    if (!/ECONNRESET|socket hang up/.test(String(error))) throw error
    return (await (await request.get(url)).json()) as T
  }
}

export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze()
  expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([])
}

/** A private (RFC 1918) address made from a name: the same name, the same address. */
function shopperAddress(name: string): string {
  let hash = 2166136261
  for (const char of name) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0
  return `10.${(hash >>> 16) & 255}.${(hash >>> 8) & 255}.${hash & 255}`
}

/**
 * Every test's page is watched: a content-security-policy violation (a style or script the
 * policy blocks, so the shopper never gets it) or an uncaught error fails the test that
 * caused it, whatever that test asserts.
 */
export const test = base.extend<{ pageProblems: undefined; serverAfterTimeout: undefined }>({
  /**
   * Each test is a shopper of its own, on an address of its own (Cloudflare's
   * CF-Connecting-IP, which the local server takes from the request): per-address limits,
   * such as five mail-sending forms a minute, count one test's posts, never its neighbours'.
   */
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({
      ...extraHTTPHeaders,
      'cf-connecting-ip': shopperAddress(`${testInfo.testId}:${testInfo.repeatEachIndex}:${testInfo.retry}`),
    })
  },
  pageProblems: [
    async ({ page }, use) => {
      const problems: string[] = []
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(`CSP violation: ${event.effectiveDirective} blocked ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`)
        })
      })
      page.on('console', (message) => {
        if (message.type() === 'error' && message.text().startsWith('CSP violation')) problems.push(message.text())
      })
      page.on('pageerror', (error) => problems.push(`Uncaught: ${error.message}`))
      await use(undefined)
      expect(problems, 'the page broke its content security policy or threw').toEqual([])
    },
    { auto: true },
  ],
  /**
   * A test that ran out of time says whether its server still answers: a static file (workerd
   * and Workers Assets) and an unknown API path (the worker itself, a 404). A request never
   * answered is the server's fault (wedged or reloading); answers point at the page.
   */
  serverAfterTimeout: [
    async ({ baseURL }, use, testInfo) => {
      await use(undefined)
      if (testInfo.status !== 'timedOut' || !baseURL) return
      const probe = async (path: string) => {
        const started = Date.now()
        const outcome = await fetch(new URL(path, baseURL), { signal: AbortSignal.timeout(5_000) }).then(
          (response) => `answered ${response.status}`,
          (error: unknown) => `did not answer (${String(error)})`,
        )
        return `${path} ${outcome} in ${Date.now() - started} ms`
      }
      const note = `After the timeout, on ${baseURL}: ${await probe('/robots.txt')}; ${await probe('/api/v1/after-timeout-probe')}`
      await testInfo.attach('server after timeout', { body: note, contentType: 'text/plain' })
    },
    { auto: true },
  ],
})
export { expect }
