import { describe, expect, it } from 'vitest'
import { tampered } from '../../tests/support/factories/tampered'
import { createAccessToken, readAccessToken } from './access-token'

import { TOKEN_SECRET } from '../../tests/support/backend-key'
const NOW = 1_800_000_000

describe('access tokens', () => {
  it('opens for its store before it expires, without showing the code in the cookie', async () => {
    const token = await createAccessToken({ store: 7, code: 'letmein', exp: NOW + 60 }, TOKEN_SECRET)
    expect(token).not.toContain('letmein')
    expect(
      atob(
        token
          .slice(3)
          .replace(/-/g, '+')
          .replace(/_/g, '/')
          .padEnd(Math.ceil((token.length - 3) / 4) * 4, '='),
      ),
    ).not.toContain('letmein')
    expect(await readAccessToken(token, { secret: TOKEN_SECRET, storeId: 7, nowSeconds: NOW })).toEqual({
      store: 7,
      code: 'letmein',
      exp: NOW + 60,
    })
  })

  it('refuses another store, an expired session, another secret and a forged or plain cookie', async () => {
    const token = await createAccessToken({ store: 7, code: 'letmein', exp: NOW + 60 }, TOKEN_SECRET)
    expect(await readAccessToken(token, { secret: TOKEN_SECRET, storeId: 8, nowSeconds: NOW })).toBeNull()
    expect(await readAccessToken(token, { secret: TOKEN_SECRET, storeId: 7, nowSeconds: NOW + 60 })).toBeNull()
    expect(await readAccessToken(token, { secret: `${TOKEN_SECRET}x`, storeId: 7, nowSeconds: NOW })).toBeNull()
    // The cookie of old: the code itself.
    expect(await readAccessToken('letmein', { secret: TOKEN_SECRET, storeId: 7, nowSeconds: NOW })).toBeNull()
    const flipped = tampered(token)
    expect(await readAccessToken(flipped, { secret: TOKEN_SECRET, storeId: 7, nowSeconds: NOW })).toBeNull()
  })
})
