import { describe, expect, it } from 'vitest'
import { DEFAULT_FLAGS, resolveStoreFlags } from './store-flags'

/** The worker's settings as the flags read them (worker/env.ts Config). */
type Config = Parameters<typeof resolveStoreFlags>[1]

const config = (flags: Partial<Config> = {}): Config =>
  ({ DEFAULT_STORE: 'moonlit', STORE_NOT_FOUND_URL: 'https://www.example.com/404', ENVIRONMENT: 'test', ...flags }) as Config

describe('store flags', () => {
  it('uses legacy checkout with card and paypal hidden when nobody says otherwise', () => {
    expect(resolveStoreFlags({}, config())).toEqual({
      legacyCheckout: true,
      checkoutV2: false,
      hideCard: true,
      hidePaypal: true,
      support: false,
      tracking: true,
      consentOptIn: false,
    })
  })

  it('lets the environment change a default for every store', () => {
    expect(resolveStoreFlags({}, config({ FLAG_SUPPORT: 'true', FLAG_TRACKING: 'false' }))).toEqual({
      ...DEFAULT_FLAGS,
      support: true,
      tracking: false,
    })
  })

  it("lets a store's own flags win over the environment", () => {
    const flags = resolveStoreFlags({ checkoutV2: true, legacyCheckout: false, support: false }, config({ FLAG_SUPPORT: 'true' }))
    expect(flags).toMatchObject({ checkoutV2: true, legacyCheckout: false, support: false })
  })
})
