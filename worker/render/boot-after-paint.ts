import { escapeHtml } from './escape-html'
import type { PageAssets } from './assets'

/**
 * Longest wait, in ms from the page's first paint, before the scripts are asked for anyway: an
 * image that is slow or never arrives delays hydration by at most this much once the shopper
 * sees the page (docs/decisions/074-lcp-image-before-scripts.md).
 */
export const BOOT_CAP_MS = 1500

/**
 * Asks for the page's scripts once the images of the first screen are on screen, or after
 * BOOT_CAP_MS: the LCP image gets the connection to itself, and the scripts (about 95 KB
 * gzip, five times the first screen's bytes) come after it. It runs at the end of <body>,
 * when the first screen is laid out. "On screen" is the browser's Element Timing entry for
 * each image still loading (sent once the frame that shows it is presented: headless Chromium
 * can hold that frame back for a second, and frames with it); for images already loaded, or
 * where Element Timing is missing (Safari, Firefox), two frames after they decoded. An image
 * that fails counts as done. The cap counts from the first paint (the browser's paint entry,
 * sent once that frame is presented), not from the end of the HTML: a first frame that comes
 * late (a slow phone, or headless Chromium holding it) would otherwise let the scripts take
 * the connection while nothing is on screen yet. Without paint timing it counts from here. The chunks come as module preloads, so nothing waterfalls, and
 * the entry gets this script's nonce (strict-dynamic would let it in regardless). The locale's
 * message catalogue, which hydration reads with fetch(), is preloaded with them (in CORS mode,
 * as that read makes it, or the browser would fetch it twice).
 */
const BOOT_SOURCE = `(() => {
const self = document.currentScript, data = self.dataset
let started = false
const link = (properties) => document.head.append(Object.assign(document.createElement('link'), properties))
const start = () => {
  if (started) return
  started = true
  if (data.messages) link({ rel: 'preload', as: 'fetch', crossOrigin: 'anonymous', href: data.messages })
  for (const href of data.modules.split(' ')) if (href) link({ rel: 'modulepreload', href })
  const entry = document.createElement('script')
  entry.type = 'module'
  entry.src = data.entry
  entry.nonce = self.nonce
  document.body.append(entry)
}
const cap = () => setTimeout(start, Number(data.cap))
if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
  new PerformanceObserver((list, observer) => {
    observer.disconnect()
    cap()
  }).observe({ type: 'paint', buffered: true })
} else cap()
const afterFrames = () => requestAnimationFrame(() => requestAnimationFrame(start))
const shown = [...document.images].filter((image) => {
  const box = image.getBoundingClientRect()
  return box.width > 0 && box.height > 0 && box.bottom > 0 && box.right > 0 && box.top < innerHeight && box.left < innerWidth
})
const loading = new Set(shown.filter((image) => !image.complete))
if (!loading.size || !PerformanceObserver.supportedEntryTypes?.includes('element')) {
  Promise.all(shown.map((image) => image.decode().catch(() => {}))).then(afterFrames)
  return
}
const done = (image) => {
  loading.delete(image)
  if (!loading.size) start()
}
for (const image of loading) {
  image.setAttribute('elementtiming', 'first-screen')
  image.addEventListener('error', () => done(image))
}
new PerformanceObserver((list) => {
  for (const painted of list.getEntries()) done(painted.element)
}).observe({ type: 'element', buffered: true })
})()`.replace(/\n\s*/g, '\n')

/** The inline script that boots a store page after its first screen's images (see BOOT_SOURCE). */
export function bootAfterPaintScript(assets: PageAssets, nonce: string): string {
  if (!assets.entry) return ''
  const e = escapeHtml
  const messages = assets.messages ? ` data-messages="${e(assets.messages)}"` : ''
  return `<script nonce="${e(nonce)}" data-entry="${e(assets.entry)}" data-modules="${e(assets.modulePreloads.join(' '))}"${messages} data-cap="${BOOT_CAP_MS}">${BOOT_SOURCE}</script>`
}
