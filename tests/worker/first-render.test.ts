import { env, SELF } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { buildStore, seedStore } from '../support/factories/store'

/**
 * A page new to the isolate is read from React whole and answered as one text, as the render
 * memo answers a repeat (docs/decisions/077-first-render-cpu.md): both must be the same
 * document, byte for byte, but for the nonce each response gets. The suite runs with
 * PAGE_CACHE=off, so the second visit is answered by the render memo.
 */

const HOST = 'first-render.localhost'

beforeAll(async () => {
  await seedStore(env.DB, buildStore({ slug: 'first-render', name: 'First Render' }))
})

async function visit(path: string) {
  const response = await SELF.fetch(`http://${HOST}${path}`, { headers: { host: HOST } })
  const html = await response.text()
  const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1] ?? ''
  return { response, html, nonce, memo: /render;desc="memo"/.test(response.headers.get('server-timing') ?? '') }
}

describe('a first render', () => {
  for (const path of ['/', '/apparel']) {
    it(`of ${path} is the document the render memo answers with next, with its own nonce`, async () => {
      const first = await visit(`${path}?first-render=${path.length}`)
      const again = await visit(`${path}?first-render=${path.length}`)
      expect(first.response.status).toBe(200)
      expect([first.memo, again.memo]).toEqual([false, true])
      expect(first.nonce).not.toBe(again.nonce)
      // Whole documents (compared as booleans: a failure should not print two pages).
      expect([first.html.startsWith('<!doctype html>'), first.html.endsWith('</html>')]).toEqual([true, true])
      // Every nonce in each page is its own response's.
      expect(first.html.includes(`nonce="${first.nonce}"`)).toBe(true)
      expect(first.html.includes(again.nonce)).toBe(false)
      expect(again.html.replaceAll(again.nonce, first.nonce) === first.html).toBe(true)
    })
  }
})
