import { describe, expect, it } from 'vitest'
import { affiliateFrom, attributionCookies, campaignGetVars, campaignView, sanitizeAffiliate, trafficSourceFrom } from './attribution'

const NOW = Date.UTC(2026, 10, 22, 12, 0, 0)
const cookiesFor = (query: string, secure = false) => attributionCookies(new URLSearchParams(query), { nowMs: NOW, secure })

describe('affiliate cookie', () => {
  it('keeps letters, digits and hyphens of aid for 7 days', () => {
    expect(cookiesFor('aid=partner-42')).toEqual(['aid=partner-42; Max-Age=604800; Path=/; SameSite=Lax'])
    expect(sanitizeAffiliate('ev<il>"; Path=/x 1')).toBe('evilPathx1')
  })

  it('sets nothing when aid has nothing usable', () => {
    expect(cookiesFor('aid=%3C%3E%22')).toEqual([])
    expect(cookiesFor('')).toEqual([])
  })

  it('is Secure on https', () => {
    expect(cookiesFor('aid=a1', true)[0]).toMatch(/; Secure$/)
  })

  it('is read back as the checkout affiliate', () => {
    expect(affiliateFrom('theme=dark; aid=partner-42; other=1')).toBe('partner-42')
    expect(affiliateFrom('theme=dark')).toBeNull()
  })
})

describe('partner cookie', () => {
  it('is set for utm_source=TTEC for 2 hours', () => {
    const [cookie] = cookiesFor('utm_source=TTEC&ttclid=abc123')
    expect(cookie).toContain('ttclid_partner=abc123')
    expect(cookie).toContain('Max-Age=7200')
    expect(cookie).toContain(`Expires=${new Date(NOW + 7_200_000).toUTCString()}`)
  })

  it('is not set for other sources', () => {
    expect(cookiesFor('utm_source=ttec')).toEqual([])
    expect(cookiesFor('utm_source=newsletter')).toEqual([])
  })

  it('marks the checkout traffic source while it lives', () => {
    expect(trafficSourceFrom('ttclid_partner=abc123')).toBe('TTEC')
    expect(trafficSourceFrom('aid=x')).toBeNull()
  })
})

describe('viewed_campaign', () => {
  it('sends the query parameters other than product, size and variation', () => {
    const search = new URLSearchParams('product=3&size=7&variation=12&utm_source=ig&utm_campaign=drop')
    expect(campaignGetVars(search)).toEqual({ utm_source: 'ig', utm_campaign: 'drop' })
    expect(campaignView('118', search, 'https://instagram.com/')).toEqual({
      campaign_id: '118',
      referrer: 'https://instagram.com/',
      get_vars: { utm_source: 'ig', utm_campaign: 'drop' },
    })
  })

  it('is not sent when only product, size and variation are present', () => {
    expect(campaignView('118', new URLSearchParams('product=3&size=7&variation=12'), '')).toBeNull()
    expect(campaignView('118', new URLSearchParams(''), '')).toBeNull()
  })
})
