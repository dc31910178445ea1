import { describe, expect, it } from 'vitest'
import { supportLinks } from './support-links'

const hosted = {
  support: 'https://help.example.org/',
  track: 'https://help.example.org/track',
  contact: 'https://help.example.org/contact',
}

describe('footer support links', () => {
  it('stay in the store when the support flag is on', () => {
    expect(supportLinks({ support: true }, hosted)).toEqual([
      { key: 'support', labelKey: 'footer.support', href: '/support', external: false },
      { key: 'track', labelKey: 'footer.trackOrder', href: '/track', external: false },
      { key: 'contact', labelKey: 'footer.contactUs', href: '/contact', external: false },
    ])
  })

  it('go to the hosted help pages, labelled Support, Track Order and Contact Us, when it is off', () => {
    expect(supportLinks({ support: false }, hosted)).toEqual([
      { key: 'support', labelKey: 'footer.support', href: 'https://help.example.org/', external: true },
      { key: 'track', labelKey: 'footer.trackOrder', href: 'https://help.example.org/track', external: true },
      { key: 'contact', labelKey: 'footer.contactUs', href: 'https://help.example.org/contact', external: true },
    ])
  })
})
