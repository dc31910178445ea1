import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { LOCALIZATION_COOKIE } from '../../domain/constants'
import { defaultTheme } from '../../domain/schemas/theme'
import { IsolateMemo, rememberedLookups, withIsolateMemo } from '../commerce/cache/isolate-memo'
import type { CatalogPort, StoreRecord, ThemeAnswer } from '../commerce/port/catalog'
import { type AppEnv, type Bindings, readConfig } from '../env'
import { type PageInputs, rememberedPageInputs } from './remembered-page-inputs'

const moonlit = { id: 7, slug: 'moonlit', siteKey: 'moonlit', name: 'Moonlit', gated: false, catalogueVersion: 3 } as StoreRecord
const bazaar = { id: 8, slug: 'bazaar', siteKey: 'bazaar', name: 'Bazaar', gated: false, catalogueVersion: 1 } as StoreRecord
const config = readConfig({ DEFAULT_STORE: 'moonlit', STORE_NOT_FOUND_URL: 'https://example.com/none' } as unknown as Bindings)

/** A catalogue that knows two stores (bazaar also on its own domain) and counts what it is asked. */
function catalogue(themeAnswer: ThemeAnswer = { kind: 'theme', theme: defaultTheme('Moonlit') }) {
  let asked = 0
  const stores: Record<string, StoreRecord> = { moonlit, bazaar }
  const inner = {
    store: async (slug: string) => {
      asked += 1
      return stores[slug] ?? null
    },
    storeSlugForHost: async (host: string) => {
      asked += 1
      return host === 'bazaar.example' ? 'bazaar' : null
    },
    theme: async () => {
      asked += 1
      return themeAnswer
    },
    localizationDetails: async () => {
      asked += 1
      return { buyer_locale: 'fr', buyer_currency: 'EUR', buyer_region: 'EU' as const }
    },
  } as unknown as CatalogPort
  return { inner, asked: () => asked }
}

/** What rememberedPageInputs finds for a request to `host`, with the memo as it is. */
async function inputsFor(memo: IsolateMemo, host: string, cookie?: string): Promise<PageInputs | null> {
  let found: PageInputs | null = null
  const app = new Hono<AppEnv>().get('*', async (c) => {
    c.set('config', config)
    found = await rememberedPageInputs(c, rememberedLookups(memo))
    return c.text('')
  })
  await app.request(`http://${host}/`, { headers: { host, ...(cookie ? { cookie } : {}) } })
  return found
}

/** The lookups the tenant, theme and localization middleware make for a page of `slug`. */
async function visit(port: CatalogPort, slug: string, host?: string) {
  if (host) await port.storeSlugForHost(host)
  await port.store(slug)
  await port.theme(slug, {})
  await port.localizationDetails(slug)
}

describe('rememberedPageInputs', () => {
  it('knows nothing before the chain has looked the store up, and asks the backend nothing itself', async () => {
    const memo = new IsolateMemo({ ttlMs: 5000 })
    const backend = catalogue()
    withIsolateMemo(backend.inner, memo)
    expect(await inputsFor(memo, 'localhost')).toBeNull()
    expect(backend.asked()).toBe(0)
  })

  it('gives the store, theme and localization the chain found, for the store the host names', async () => {
    const memo = new IsolateMemo({ ttlMs: 5000 })
    const port = withIsolateMemo(catalogue().inner, memo)
    await visit(port, 'moonlit')
    await visit(port, 'bazaar', 'bazaar.example')

    const home = await inputsFor(memo, 'localhost')
    expect(home?.store).toBe(moonlit)
    expect(home?.theme.meta.storeName).toBe('Moonlit')
    expect(home?.localization).toEqual({ buyer_locale: 'fr', buyer_currency: 'EUR', buyer_region: 'EU', fulfillment_region: 'EU' })
    expect((await inputsFor(memo, 'bazaar.example'))?.store).toBe(bazaar)
    expect((await inputsFor(memo, 'bazaar.localhost'))?.store).toBe(bazaar)
    // A host nobody looked up, and a slug with no store, are the chain's to decide.
    expect(await inputsFor(memo, 'unknown.example')).toBeNull()
    expect(await inputsFor(memo, 'nobody.localhost')).toBeNull()
  })

  it('takes the buyer’s own localization from their cookie', async () => {
    const memo = new IsolateMemo({ ttlMs: 5000 })
    await visit(withIsolateMemo(catalogue().inner, memo), 'moonlit')
    const chosen = JSON.stringify({ buyer_locale: 'de', buyer_currency: 'EUR', buyer_region: 'EU' })
    const inputs = await inputsFor(memo, 'localhost', `${LOCALIZATION_COOKIE}=${encodeURIComponent(chosen)}`)
    expect(inputs?.localization.buyer_locale).toBe('de')
  })

  it('leaves a store whose theme refused the visitor to the chain', async () => {
    const memo = new IsolateMemo({ ttlMs: 5000 })
    await visit(withIsolateMemo(catalogue({ kind: 'unauthorized' }).inner, memo), 'moonlit')
    expect(await inputsFor(memo, 'localhost')).toBeNull()
  })

  it('knows nothing once the memo’s answers are past their time', async () => {
    let now = 0
    const memo = new IsolateMemo({ ttlMs: 5000, now: () => now })
    await visit(withIsolateMemo(catalogue().inner, memo), 'moonlit')
    expect(await inputsFor(memo, 'localhost')).not.toBeNull()
    now = 5000
    expect(await inputsFor(memo, 'localhost')).toBeNull()
  })
})
