import { describe, expect, it } from 'vitest'
import type { DigitalDownload as DownloadSource } from '../commerce/port/checkout'
import { artworkLines, downloadFilename, downloadSvg } from './download-file'

const source: DownloadSource = {
  kind: 'file',
  mockup: 'digital',
  hex: '#1b2a4a',
  artwork: 'Constellations',
  listingSlug: 'constellation-wallpaper-pack',
  title: 'Constellation Wallpaper Pack',
  color: 'Night Sky',
  orderLookupNumber: 'ORD-7KQ2-M9XD-4HTP',
  createdAt: '2026-03-02T15:00:00.000Z',
}

describe('downloadFilename', () => {
  it('names the file after the listing and its colour', () => {
    expect(downloadFilename('constellation-wallpaper-pack', 'Night Sky')).toBe('constellation-wallpaper-pack-night-sky.svg')
    expect(downloadFilename('zine', 'Crème "Brûlée"/2')).toBe('zine-creme-brulee-2.svg')
  })
})

describe('downloadSvg', () => {
  it('draws a digital product’s artwork as a portrait art print in its colour, not a product mockup', () => {
    const svg = downloadSvg(source)
    expect(svg).toMatch(/^<svg [^>]*width="1080" height="1920"/)
    expect(svg).toContain('fill="#1b2a4a"')
    expect(svg).toContain('>Constellations</text>')
    expect(svg).toContain('>Constellation Wallpaper Pack</text>')
    expect(svg).not.toContain('Certificate of ownership')
  })

  it('sets long artwork on several lines', () => {
    expect(artworkLines('Up Past Midnight Again')).toEqual(['Up Past', 'Midnight', 'Again'])
    expect(artworkLines('Constellations')).toEqual(['Constellations'])
  })

  it('makes an NFT’s file a certificate naming the item and its order', () => {
    const svg = downloadSvg({ ...source, kind: 'certificate', mockup: 'nft', title: 'Genesis <Pass>', color: 'Gold' })
    expect(svg).toContain('Certificate of ownership')
    expect(svg).toContain('Genesis &lt;Pass&gt; · Gold')
    expect(svg).toContain('Order ORD-7KQ2-M9XD-4HTP')
    expect(svg).toContain('Issued 2026-03-02')
  })
})
