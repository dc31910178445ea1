import { describe, expect, it } from 'vitest'
import { type Manifest, pageAssets } from './assets'

const manifest: Manifest = {
  'client/entry.client.tsx': { file: 'assets/main-1.js', isEntry: true, imports: ['_framework.js'] },
  '_framework.js': { file: 'assets/framework-2.js' },
  'client/pages/cart/route.tsx': { file: 'assets/cart-3.js', imports: ['_framework.js'] },
  'style.css': { file: 'assets/style-4.css' },
  'client/i18n/messages/en.json': { file: 'assets/messages-en-5.json' },
  'client/i18n/messages/de.json': { file: 'assets/messages-de-6.json' },
}

describe('pageAssets', () => {
  it("links the page's scripts, its stylesheet and its locale's catalogue", () => {
    expect(pageAssets(manifest, ['client/pages/cart/route.tsx'], 'de')).toEqual({
      entry: '/assets/main-1.js',
      modulePreloads: ['/assets/framework-2.js', '/assets/cart-3.js'],
      stylesheets: ['/assets/style-4.css'],
      messages: '/assets/messages-de-6.json',
    })
  })

  it('links no catalogue the build does not have, so the page carries its messages', () => {
    expect(pageAssets(manifest, [], 'fr').messages).toBeNull()
    expect(pageAssets({}, [], 'en')).toEqual({ entry: null, modulePreloads: [], stylesheets: [], messages: null })
  })
})
