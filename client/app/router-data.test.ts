import { describe, expect, it } from 'vitest'
import { isRouteErrorResponse } from 'react-router'
import { parseRouterData, serializeRouterData } from './router-data'

describe('router data', () => {
  it('crosses from the server to the browser with error responses intact and nothing that ends the script early', () => {
    const text = serializeRouterData({
      loaderData: { listing: { title: '</script><script>alert(1)</script>' } },
      errors: { 'store-boundary': { status: 404, statusText: 'Not Found', data: { kind: 'listing' }, internal: false } },
    })
    expect(text).not.toContain('<')
    const parsed = parseRouterData(text)
    expect(parsed.loaderData).toEqual({ listing: { title: '</script><script>alert(1)</script>' } })
    const error = parsed.errors?.['store-boundary']
    expect(isRouteErrorResponse(error) && error.status).toBe(404)
    expect(isRouteErrorResponse(error) && error.data).toEqual({ kind: 'listing' })
  })
})
