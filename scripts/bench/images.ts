import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import { CHROMIUM_FLAGS } from '../chromium-flags'
import { freePort } from '../free-port.mjs'
import { type LocalWorker, startMiniflare } from '../local-worker'
import { type ImageAudit, runImageAudits } from './lighthouse'
import { bin, prepareState, root } from './processes'

/** The pages and widths of issue 28's measure, in provider mode in front of the reference backend. */
const PAGES = [
  { key: 'home', path: '/' },
  { key: 'collection', path: '/apparel' },
  { key: 'listing', path: '/listing/harbor-tee' },
] as const
const WIDTHS = [390, 1280] as const

interface ImageBytes {
  /** Image bytes the page downloaded (bodies as received), and how many images. */
  bytes: number
  count: number
  /** The content types it received, with how many of each. */
  types: Record<string, number>
}

export interface ImagesPage {
  key: string
  path: string
  width: number
  /** The worker without the Images binding: the backend's 2,000 px JPEGs as they are. */
  before: ImageBytes
  /** With the binding (wrangler.toml): renditions by width and format from the image route. */
  after: ImageBytes
}

/** The reference backend (tests/support/reference-backend) as its own process, as the e2e suite runs it. */
async function startReferenceBackend(): Promise<{ origin: string; process: ChildProcess }> {
  const port = await freePort()
  const child = spawn(bin('tsx'), ['tests/support/reference-backend/main.ts'], {
    cwd: root,
    env: { ...process.env, REFERENCE_PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Reference backend')) resolve()
    })
    child.once('exit', (code) => reject(new Error(`The reference backend stopped (${code})`)))
  })
  return { origin: `http://127.0.0.1:${port}`, process: child }
}

/**
 * What a first visit downloads in images: each page in a fresh Chromium context at the
 * width, scrolled to the end so lazy images load too, once every image shown has loaded.
 */
async function measureVisits(origin: string, chromePath: string): Promise<Map<string, ImageBytes>> {
  const browser = await chromium.launch({ executablePath: chromePath, args: CHROMIUM_FLAGS })
  const measured = new Map<string, ImageBytes>()
  try {
    for (const width of WIDTHS) {
      for (const page of PAGES) {
        const context = await browser.newContext({ viewport: { width, height: width < 768 ? 844 : 900 } })
        const tab = await context.newPage()
        const bodies: Promise<{ type: string; bytes: number } | null>[] = []
        tab.on('response', (response) => {
          if (response.request().resourceType() !== 'image') return
          bodies.push(
            response
              .body()
              .then((body) => ({ type: (response.headers()['content-type'] ?? '').split(';')[0], bytes: body.length }))
              .catch(() => null),
          )
        })
        await tab.goto(`${origin}${page.path}`, { waitUntil: 'load' })
        await tab.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
        // Each first rendition is a Sharp encode in Miniflare's Node process: up to seconds.
        await tab.waitForFunction(
          () => [...document.images].filter((image) => image.checkVisibility()).every((image) => image.complete),
          undefined,
          { timeout: 120_000, polling: 250 },
        )
        const received = (await Promise.all(bodies)).filter((body) => body !== null)
        const types: Record<string, number> = {}
        for (const body of received) types[body.type] = (types[body.type] ?? 0) + 1
        measured.set(`${page.key}@${width}`, { bytes: received.reduce((sum, body) => sum + body.bytes, 0), count: received.length, types })
        await context.close()
      }
    }
    return measured
  } finally {
    await browser.close()
  }
}

/** Lighthouse's image audits of one page, with the Images binding. */
export interface ImagesAudits {
  key: string
  path: string
  audits: ImageAudit[]
}

/**
 * Issue 28's measure: image bytes of home, a collection and a listing at 390 and 1280 px in
 * provider mode, with the backend's 2,000 px JPEG photos (tests/support/reference-backend/photos.ts),
 * before (no Images binding: pages show the originals) and after (renditions).
 */
export async function measureImages(
  worker: Omit<LocalWorker, 'persistTo'>,
  options: { chromePath: string },
): Promise<{ pages: ImagesPage[]; audits: ImagesAudits[] }> {
  const backend = await startReferenceBackend()
  try {
    const vars = { ENVIRONMENT: 'development', BACKEND_URL: backend.origin, DEFAULT_STORE: 'harbor' }
    const visits: Record<'before' | 'after', Map<string, ImageBytes>> = { before: new Map(), after: new Map() }
    const audits: ImagesAudits[] = []
    for (const run of ['before', 'after'] as const) {
      const persistTo = mkdtempSync(join(tmpdir(), `storefront-bench-images-${run}-`))
      await prepareState(persistTo)
      const mf = startMiniflare({ ...worker, persistTo, listen: true, vars, withoutImages: run === 'before' })
      try {
        const origin = new URL(await mf.ready).origin
        visits[run] = await measureVisits(origin, options.chromePath)
        if (run === 'after') {
          for (const page of PAGES) audits.push({ ...page, audits: await runImageAudits(`${origin}${page.path}`, options.chromePath) })
        }
      } finally {
        await mf.dispose()
      }
    }
    const empty: ImageBytes = { bytes: 0, count: 0, types: {} }
    const pages = WIDTHS.flatMap((width) =>
      PAGES.map((page) => ({
        key: page.key,
        path: page.path,
        width,
        before: visits.before.get(`${page.key}@${width}`) ?? empty,
        after: visits.after.get(`${page.key}@${width}`) ?? empty,
      })),
    )
    return { pages, audits }
  } finally {
    backend.process.kill()
  }
}
