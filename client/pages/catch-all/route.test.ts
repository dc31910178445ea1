import { afterEach, describe, expect, it, vi } from 'vitest'
import { defaultTheme } from '../../../domain/schemas/theme'
import type { StorefrontApi } from '../../api/storefront-api'
import { loader } from './route'

const missingListing = {
  listing: null,
  primaryProduct: [],
  fulfillmentDetails: {},
  errors: ['Listing not found'],
  visibility: null,
}

const api = {
  theme: () => defaultTheme('Moonlit Supply'),
  knownCollections: () => [],
  listing: async () => missingListing,
  productCache: async () => [],
} as unknown as StorefrontApi

const load = (path: string) =>
  loader({ params: { '*': path }, request: new Request(`http://localhost/${path}`), context: { api } } as unknown as Parameters<
    typeof loader
  >[0])

async function thrown(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise
  } catch (error) {
    return error
  }
  throw new Error('the loader did not throw')
}

afterEach(() => vi.unstubAllGlobals())

describe('the catch-all route with a missing /{listing-slug}', () => {
  it("renders 'Listing not found' with status 404 on the server", async () => {
    const error = await thrown(load('no-such-listing'))
    expect(error).toMatchObject({ init: { status: 404 }, data: { kind: 'listing' } })
  })

  it('sends a navigation in the browser to /listing-not-found', async () => {
    vi.stubGlobal('document', {})
    const error = await thrown(load('no-such-listing'))
    expect(error).toBeInstanceOf(Response)
    expect((error as Response).headers.get('Location')).toBe('/listing-not-found')
  })
})
