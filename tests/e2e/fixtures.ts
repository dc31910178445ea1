import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type Page } from '@playwright/test'

const port = Number(process.env.E2E_PORT ?? 8799)

/** The URL of a demo store: the default store on localhost, others on {slug}.localhost. */
export function storeUrl(slug: string | null, path = '/'): string {
  return slug ? `http://${slug}.localhost:${port}${path}` : `http://localhost:${port}${path}`
}

export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze()
  expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([])
}

export const test = base
export { expect }
