import { isPrivateHost } from '../render/theme/url-check'
import { backendImageOrigins, storeImageOrigins } from '../security/csp'
import type { RenditionFormat } from '../../domain/image-renditions'

/**
 * Which images the image route may fetch and resize for a store (no open proxy): those on
 * the store's own image origins — the platform's image CDN (IMAGE_HOSTS) and, in provider
 * mode, the backend's host — and never a private, loopback or metadata address (spec
 * section 5's URL rule). The backend the operator configured is the one exception to the
 * address rule: the worker already calls it for every catalogue read (locally it is on
 * 127.0.0.1 or localhost), so its images give nothing away that its API does not.
 */
export interface ImageSourceConfig {
  IMAGE_HOSTS: readonly string[]
  BACKEND_URL?: string
}

/** Whether `url` is one of the store's own images (checked again for every redirect hop). */
export function isStoreImageSource(url: URL, config: ImageSourceConfig): boolean {
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false
  if (url.username || url.password) return false
  if (!storeImageOrigins(config).includes(url.origin)) return false
  return !isPrivateHost(url.hostname) || backendImageOrigins(config.BACKEND_URL).includes(url.origin)
}

/** Encoder quality per format: AVIF and WebP hold up at lower settings than JPEG for the same look. */
export const RENDITION_QUALITY: Record<RenditionFormat, number> = { avif: 55, webp: 72, jpeg: 80 }

/** Redirects followed from an image's URL before the route gives up. */
export const MAX_IMAGE_REDIRECTS = 3

/** The largest original the route reads (the Images binding's own input limit is larger). */
export const MAX_SOURCE_BYTES = 15 * 1024 * 1024

/**
 * The Cache API key of one rendition: its source (absolute, or the mockup's path), width and
 * format. Not a URL anyone can ask for: the route checks the source before it looks.
 */
export function renditionCacheKey(source: string, width: number, format: RenditionFormat): string {
  return `https://image-renditions.invalid/${width}/${format}?${new URLSearchParams({ src: source })}`
}
