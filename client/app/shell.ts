import { createContext, useContext } from 'react'
import type { CollectionSummary, StoreFlags } from '../../domain/schemas/catalog'
import type { Theme } from '../../domain/schemas/theme'
import type { Platform } from '../theme/platform'
import type { Currency, Locale, Region } from '../../domain/constants'
import type { PrivacyRegion } from '../../domain/consent'

/**
 * What every page knows about the request before any route data: the store, its theme,
 * the buyer's localization, the translated messages. The worker renders it into the page
 * as JSON; the client reads it back for hydration.
 */
export interface ShellData {
  /** The page's locale prefix (`/de`), the router's basename; '' where the path has none. */
  basename: string
  store: {
    id: number
    slug: string
    name: string
    region: string
    flags: StoreFlags
    collections: CollectionSummary[]
    collectionsMode: boolean
    /** A gated store seen without its access code: only /login answers, in a frame that leads nowhere else. */
    locked: boolean
  }
  /** The theme without customCSS (rendered by the server only). */
  theme: Theme
  localization: { buyer_locale: Locale; buyer_currency: Currency; buyer_region: Region; fulfillment_region: 'USA' | 'EU' }
  preview: boolean
  messages: Record<string, string>
  environment: 'development' | 'test' | 'production'
  payments: {
    stripePublishableKey: string | null
    paypalClientId: string | null
    /** Afterpay's own price message script (AFTERPAY_MERCHANT_ID is set); else the store renders the message. */
    afterpayMessaging: boolean
  }
  /** The deployment's platform: the Powered-by credit and its hosted help pages. */
  platform: Platform
  origin: string
  /** Where the shopper is as consent goes (domain/consent.ts): whether a banner asks, and the US opt-out link. */
  privacyRegion: PrivacyRegion
  /** The worker resizes photos (its Images binding is configured): pages ask for renditions (docs/images.md). */
  imageRenditions: boolean
}

const SHELL_ELEMENT_ID = '__shell'

export const ShellContext = createContext<ShellData | null>(null)

export function useShell(): ShellData {
  const shell = useContext(ShellContext)
  if (!shell) throw new Error('useShell must be used inside <ShellContext.Provider>')
  return shell
}

/**
 * The shell as a page carries it (worker/render/serialize-shell.ts): the locale's catalogue
 * linked as a file of the client build (`messagesUrl`), or written in where the build has none.
 */
export type ShellDocument = Omit<ShellData, 'messages'> & { messages?: ShellData['messages']; messagesUrl?: string }

export function readShellFromDocument(doc: Document): ShellDocument {
  const element = doc.getElementById(SHELL_ELEMENT_ID)
  if (!element?.textContent) throw new Error('The page has no shell data')
  return JSON.parse(element.textContent) as ShellDocument
}
