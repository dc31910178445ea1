import { describe, expect, it } from 'vitest'
import { isStoreImageSource } from './image-source'

const check = (url: string, config: { IMAGE_HOSTS: string[]; BACKEND_URL?: string }) => isStoreImageSource(new URL(url), config)

describe("isStoreImageSource: only the store's image origins, never a private address", () => {
  const cdn = { IMAGE_HOSTS: ['images.example.com'] }

  it('takes https images on the platform image CDN only', () => {
    expect(check('https://images.example.com/a.jpg', cdn)).toBe(true)
    expect(check('http://images.example.com/a.jpg', cdn)).toBe(false)
    expect(check('https://images.example.com:8443/a.jpg', cdn)).toBe(false)
    expect(check('https://user:pw@images.example.com/a.jpg', cdn)).toBe(false)
    expect(check('https://other.example.com/a.jpg', cdn)).toBe(false)
  })

  it('refuses a private address even when IMAGE_HOSTS names it', () => {
    for (const host of ['127.0.0.1', '169.254.169.254', '10.0.0.1', 'localhost', '[::1]']) {
      expect(check(`https://${host}/a.jpg`, { IMAGE_HOSTS: [host.replace(/[[\]]/g, '')] })).toBe(false)
    }
  })

  it("takes the configured backend's own origin, even on a local address, and nothing else there", () => {
    const provider = { IMAGE_HOSTS: [], BACKEND_URL: 'http://127.0.0.1:4100/v1/stores' }
    expect(check('http://127.0.0.1:4100/photos/a.jpg', provider)).toBe(true)
    expect(check('http://127.0.0.1:8787/photos/a.jpg', provider)).toBe(false)
    expect(check('http://127.0.0.1/photos/a.jpg', provider)).toBe(false)
    expect(check('http://169.254.169.254/latest/meta-data/', provider)).toBe(false)
  })
})
