import type { FlagName } from './constants'
import type { StoreFlags } from './schemas/catalog'

/**
 * Spec section 9: legacy checkout on, checkout v2 off, card and paypal hidden. Support
 * pages stay off unless a store or the environment turns them on; tracking stays on.
 */
export const DEFAULT_FLAGS: StoreFlags = {
  legacyCheckout: true,
  checkoutV2: false,
  hideCard: true,
  hidePaypal: true,
  support: false,
  tracking: true,
  consentOptIn: false,
}

const ENV_FLAG = {
  legacyCheckout: 'FLAG_LEGACY_CHECKOUT',
  checkoutV2: 'FLAG_CHECKOUT_V2',
  hideCard: 'FLAG_HIDE_CARD',
  hidePaypal: 'FLAG_HIDE_PAYPAL',
  support: 'FLAG_SUPPORT',
  tracking: 'FLAG_TRACKING',
  consentOptIn: 'FLAG_CONSENT_OPT_IN',
} as const satisfies Record<FlagName, `FLAG_${string}`>

/** The environment's FLAG_* settings ('true' or 'false'; absent leaves the default). */
type EnvFlags = { readonly [name in (typeof ENV_FLAG)[FlagName]]?: string }

/** A store's flags: its own stored values win over the environment's, which win over the defaults. */
export function resolveStoreFlags(stored: Partial<StoreFlags>, config: EnvFlags): StoreFlags {
  const flags = { ...DEFAULT_FLAGS }
  for (const name of Object.keys(DEFAULT_FLAGS) as FlagName[]) {
    const fromEnv = config[ENV_FLAG[name]]
    if (fromEnv === 'true' || fromEnv === 'false') flags[name] = fromEnv === 'true'
    const own = stored[name]
    if (typeof own === 'boolean') flags[name] = own
  }
  return flags
}
