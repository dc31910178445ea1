import { describe, expect, it } from 'vitest'
import {
  chunkKeyOf,
  compressedSize,
  firstVisitFiles,
  layoutModulesFromSource,
  type Manifest,
  routeModulesFromSource,
  sumBytes,
  uncountedFiles,
} from './bundle-sizes'
import { linkedAssets } from './html-assets'

const manifest: Manifest = {
  'client/entry.client.tsx': {
    file: 'assets/main.js',
    css: ['assets/main.css'],
    imports: ['_react.js'],
    dynamicImports: ['client/pages/home/route.tsx'],
  },
  '_react.js': { file: 'assets/react.js' },
  '_grid.js': { file: 'assets/grid.js', css: ['assets/grid.css'], imports: ['_react.js'] },
  '_xstate.js': { file: 'assets/xstate.js', name: 'xstate' },
  'client/pages/home/route.tsx': {
    file: 'assets/home.js',
    imports: ['_grid.js', 'client/entry.client.tsx'],
    dynamicImports: ['_xstate.js'],
  },
}

describe('first-visit files', () => {
  it('counts the entry, the route chunk, their static imports and CSS once each, but no dynamic import', () => {
    const files = firstVisitFiles(manifest, ['client/pages/home/route.tsx'])
    expect(files.js.sort()).toEqual(['assets/grid.js', 'assets/home.js', 'assets/main.js', 'assets/react.js'])
    expect(files.css.sort()).toEqual(['assets/grid.css', 'assets/main.css'])
  })

  it('counts a module fired at boot with its static imports when it is named among the modules', () => {
    const files = firstVisitFiles(manifest, ['client/pages/home/route.tsx', '_xstate.js'])
    expect(files.js).toContain('assets/xstate.js')
    expect(uncountedFiles(['assets/main.js', 'assets/xstate.js', 'assets/late.js'], files.js)).toEqual(['assets/late.js'])
  })

  it('finds a module bundled into a shared chunk by the chunk named after it, and refuses a name it cannot place', () => {
    expect(chunkKeyOf(manifest, 'client/pages/home/route.tsx')).toBe('client/pages/home/route.tsx')
    expect(chunkKeyOf(manifest, 'client/lib/xstate.ts')).toBe('_xstate.js')
    expect(() => chunkKeyOf(manifest, 'client/lib/gone.ts')).toThrow(/0 chunks/)
  })

  it('reads the lazy layouts around pages, so a checkout counts its frame', () => {
    const source = `
      layout('checkout-layout', 'client/pages/checkout/layout.tsx', () => import('./pages/checkout/layout'), [
        { id: 'boundary', children: [
          page('checkout', 'checkout/:id', 'client/pages/checkout/route.tsx', () => import('./pages/checkout/route')),
        ] },
      ]),
      { id: 'store', children: [indexPage('home', 'client/pages/home/route.tsx', () => import('./pages/home/route'))] },`
    expect(layoutModulesFromSource(source)).toEqual({ checkout: ['client/pages/checkout/layout.tsx'] })
  })

  it('counts the one shared stylesheet of a build that does not split CSS', () => {
    const files = firstVisitFiles({ ...manifest, 'style.css': { file: 'assets/style.css' } }, ['client/pages/home/route.tsx'])
    expect(files.css).toContain('assets/style.css')
  })

  it('reads the route table’s modules by route id', () => {
    const source = `
      indexPage('home', 'client/pages/home/route.tsx', () => import('./pages/home/route')),
      page('listing', 'listing/:slug', 'client/pages/listing/route.tsx', () => import('./pages/listing/route')),
      page(
        'checkout',
        'checkout/:id',
        'client/pages/checkout/route.tsx',
        () => import('./pages/checkout/route'),
      ),`
    expect(routeModulesFromSource(source)).toEqual({
      home: 'client/pages/home/route.tsx',
      listing: 'client/pages/listing/route.tsx',
      checkout: 'client/pages/checkout/route.tsx',
    })
  })

  it('reads what server-rendered HTML links from its own origin', () => {
    const html =
      '<link rel="stylesheet" href="/assets/main.css"><link rel="modulepreload" href="/assets/react.js"><link rel="preload" as="image" href="/mockups/a.svg">' +
      '<link rel="stylesheet" href="https://fonts.example/x.css"><script type="module" nonce="n" src="/assets/main.js"></script><script type="application/json" id="__shell">{}</script>'
    expect(linkedAssets(html)).toEqual({ js: ['assets/react.js', 'assets/main.js'], css: ['assets/main.css'] })
  })

  it("counts the scripts a store page's boot script asks for after its first paint", () => {
    const html =
      '<link rel="stylesheet" href="/assets/main.css"><script nonce="n" data-entry="/assets/main.js" data-modules="/assets/react.js /assets/route.js" data-cap="1500">(() => {})()</script>'
    expect(linkedAssets(html)).toEqual({ js: ['assets/main.js', 'assets/react.js', 'assets/route.js'], css: ['assets/main.css'] })
  })

  it('compresses as a CDN would and adds sizes up', () => {
    const text = new TextEncoder().encode('export const a = 1;\n'.repeat(200))
    const size = compressedSize(text)
    expect(size.raw).toBe(text.length)
    expect(size.gzip).toBeLessThan(size.raw / 10)
    expect(size.brotli).toBeLessThan(size.gzip)
    expect(sumBytes([size, size])).toEqual({ raw: 2 * size.raw, gzip: 2 * size.gzip, brotli: 2 * size.brotli })
  })
})
