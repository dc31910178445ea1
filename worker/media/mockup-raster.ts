import type { MockupParams } from '../../domain/images'
import { renderMockupSvg } from './mockup-svg'

/**
 * Stored rasters of the drawn mockups (ADR 108). Cloudflare's Images binding hands an SVG
 * back unresized, so in production a mockup's raster rendition (feeds, og:image) comes from
 * a JPEG the store import draws once with Sharp and keeps in KV; the image route resizes
 * that copy. Locally Miniflare's binding rasterises the SVG itself, and the copy is optional.
 */

/** og:image's 1,200 px, above Merchant Center's 800 px minimum. */
export const MOCKUP_RASTER_WIDTH = 1200

/** What a mockup shows, whatever width it is drawn at. */
export type MockupDrawing = Omit<MockupParams, 'width'>

/** The mockup drawn at the stored raster's width. */
export const mockupRasterSvg = (drawing: MockupDrawing): string => renderMockupSvg({ ...drawing, width: MOCKUP_RASTER_WIDTH })

const toHex = (digest: ArrayBuffer) => Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('')

/**
 * The KV key of a mockup's raster: a digest of the drawing itself, so a change to the
 * drawer (or to what the URL names) never finds an old copy.
 */
export async function mockupRasterKey(drawing: MockupDrawing): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(mockupRasterSvg(drawing)))
  return `mockup-raster:${toHex(digest)}`
}

/**
 * The stored JPEG of a mockup, or null when the import has not drawn one. Kept as base64
 * text (scripts/mockup-rasters.mjs says why), decoded here.
 */
export async function storedMockupRaster(kv: KVNamespace, drawing: MockupDrawing): Promise<ArrayBuffer | null> {
  const base64 = await kv.get(await mockupRasterKey(drawing), 'text')
  if (!base64) return null
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0)).buffer
}
