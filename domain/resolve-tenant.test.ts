import { describe, expect, it } from 'vitest'
import { resolveTenant } from './resolve-tenant'

describe('resolveTenant', () => {
  it('serves the default store on localhost with or without a port', () => {
    expect(resolveTenant('localhost:8787')).toEqual({ kind: 'default' })
    expect(resolveTenant('127.0.0.1')).toEqual({ kind: 'default' })
    expect(resolveTenant(undefined)).toEqual({ kind: 'default' })
  })

  it('reads the store slug from a *.localhost host', () => {
    expect(resolveTenant('Sunbeam.localhost:8787')).toEqual({ kind: 'slug', slug: 'sunbeam' })
  })

  it('treats an odd *.localhost label as a domain lookup rather than a slug', () => {
    expect(resolveTenant('a.b.localhost')).toEqual({ kind: 'domain', host: 'a.b.localhost' })
  })

  it('maps workers.dev hosts to the default store or a slug subdomain', () => {
    expect(resolveTenant('storefront.acme.workers.dev')).toEqual({ kind: 'default' })
    expect(resolveTenant('vault.storefront.acme.workers.dev')).toEqual({ kind: 'slug', slug: 'vault' })
  })

  it('looks anything else up as a custom domain', () => {
    expect(resolveTenant('shop.moonlit.example.')).toEqual({ kind: 'domain', host: 'shop.moonlit.example' })
  })
})
