import { describe, expect, it } from 'vitest'
import { cookieSecret } from './cookie-secret'

const store = (previewKey: string | null) => ({ previewKey })

describe('cookieSecret', () => {
  it('takes COOKIE_SECRET, else the store’s preview key, else the key shared with the backend', () => {
    const config = { ENVIRONMENT: 'production' as const, COOKIE_SECRET: 'c'.repeat(32), BACKEND_API_KEY: 'b'.repeat(16) }
    expect(cookieSecret(config, store('preview-key'))).toBe('c'.repeat(32))
    expect(cookieSecret({ ...config, COOKIE_SECRET: undefined }, store('preview-key'))).toBe('preview-key')
    expect(cookieSecret({ ...config, COOKIE_SECRET: undefined }, store(null))).toBe('b'.repeat(16))
  })

  it('makes one up outside production only, the same for the isolate’s life', () => {
    const none = { COOKIE_SECRET: undefined, BACKEND_API_KEY: undefined }
    expect(cookieSecret({ ...none, ENVIRONMENT: 'production' }, store(null))).toBeNull()
    const made = cookieSecret({ ...none, ENVIRONMENT: 'development' }, store(null))
    expect(made).toMatch(/^[0-9a-f]{64}$/)
    expect(cookieSecret({ ...none, ENVIRONMENT: 'test' }, undefined)).toBe(made)
  })
})
