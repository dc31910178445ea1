import type { LoaderFunctionArgs } from 'react-router'
import { describe, expect, it } from 'vitest'
import { ApiError } from '../../api/api-error'
import type { StorefrontApi } from '../../api/storefront-api'
import { loader } from './route'

const TOO_MANY = 'Too many order numbers did not match. Please wait a few minutes and try again.'

function track(orderNumber: string, order: StorefrontApi['order']) {
  const api = { order } as Partial<StorefrontApi> as StorefrontApi
  return loader({
    request: new Request(`https://moonlit.example/track?orderNumber=${orderNumber}`),
    context: { api },
    params: {},
  } as unknown as LoaderFunctionArgs)
}

describe('the track page loader', () => {
  it('keeps the server’s words when a lookup is refused', async () => {
    await expect(
      track('ORD-1', async () => {
        throw new ApiError(429, TOO_MANY)
      }),
    ).resolves.toEqual({ kind: 'unavailable', orderNumber: 'ORD-1', message: TOO_MANY })
  })

  it('never shows the text of a crash or an outage, only its own words', async () => {
    for (const failure of [
      new Error('D1_ERROR: Network connection lost.'),
      new ApiError(503, 'upstream exploded'),
      new ApiError(429, ''),
    ]) {
      await expect(
        track('ORD-1', async () => {
          throw failure
        }),
      ).resolves.toEqual({ kind: 'unavailable', orderNumber: 'ORD-1', message: null })
    }
  })

  it('tells a missing order from a failed lookup', async () => {
    await expect(track('ORD-2', async () => null)).resolves.toEqual({ kind: 'not-found', orderNumber: 'ORD-2' })
  })
})
