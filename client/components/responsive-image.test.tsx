import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { ShellContext, type ShellData } from '../app/shell'
import { ResponsiveImage } from './responsive-image'

const PHOTO = 'https://cdn.example/photos/tee.jpg'
const MOCKUP = '/mockups/tee/front/ffffff.svg?art=NIGHT&w=560'

const render = (node: React.ReactNode, imageRenditions: boolean) =>
  renderToStaticMarkup(<ShellContext.Provider value={{ imageRenditions } as ShellData}>{node}</ShellContext.Provider>)

describe('ResponsiveImage', () => {
  it('shows a photo as WebP renditions by width with a JPEG fallback, in its box', () => {
    const html = render(<ResponsiveImage src={PHOTO} layout="tile" width={560} height={560} loading="lazy" />, true)
    const source = /<source type="image\/webp" srcSet="([^"]+)" sizes="([^"]+)"\/>/.exec(html)
    expect(source?.[2]).toBe('(min-width: 1024px) 302px, (min-width: 768px) calc(33.33vw - 32px), calc(50vw - 23px)')
    const widths = source?.[1].split(', ').map((entry) => entry.split(' ')[1])
    expect(widths).toEqual(['160w', '240w', '320w', '360w', '480w', '640w', '800w'])
    expect(source?.[1]).toContain(`/images/320/webp?src=${encodeURIComponent(PHOTO)} 320w`)
    const img = /<img [^>]*>/.exec(html)?.[0] ?? ''
    expect(img).toContain(`src="/images/800/jpeg?src=${encodeURIComponent(PHOTO)}"`)
    expect(img).toContain('srcSet="/images/160/jpeg')
    expect(img).toMatch(/width="560" height="560"/)
    expect(img).toContain('loading="lazy"')
    expect(img).toContain('alt=""')
  })

  it('keeps a drawn mockup the vector it is', () => {
    const html = render(<ResponsiveImage src={MOCKUP} layout="gallery" width={560} height={560} fetchPriority="high" />, true)
    expect(html).not.toContain('<picture')
    expect(html).toContain(`<img src="${MOCKUP.replace('&', '&amp;')}" alt="" width="560" height="560" fetchPriority="high"/>`)
  })

  it('shows the photo as its host serves it where the worker resizes nothing', () => {
    const html = render(<ResponsiveImage src={PHOTO} layout="gallery" width={560} height={560} />, false)
    expect(html).not.toContain('/images/')
    expect(html).toContain(`<img src="${PHOTO}" alt="" width="560" height="560"/>`)
  })
})
