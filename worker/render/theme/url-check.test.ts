import { describe, expect, it } from 'vitest'
import { isSafePublicUrl } from './url-check'

describe('isSafePublicUrl', () => {
  it('accepts public http(s) URLs with or without a protocol', () => {
    expect(isSafePublicUrl('https://cdn.example.com/logo.png')).toBe(true)
    expect(isSafePublicUrl('example.com/about')).toBe(true)
  })

  it.each([
    'http://localhost:8787',
    'http://127.0.0.1',
    'http://2130706433', // 127.0.0.1 as a decimal
    'http://0x7f.0.0.1',
    'http://10.0.0.5',
    'http://192.168.1.1',
    'http://172.20.0.1',
    'http://169.254.169.254/latest/meta-data',
    'http://[::1]/',
    'http://[::ffff:127.0.0.1]/',
    'http://[fd00::1]/',
    'http://[fe80::1]/',
    'http://metadata.google.internal/',
    'javascript:alert(1)',
    'ftp://example.com',
    'https://user:pass@example.com',
  ])('rejects %s', (url) => {
    expect(isSafePublicUrl(url)).toBe(false)
  })

  it('can demand https', () => {
    expect(isSafePublicUrl('http://example.com', { httpsOnly: true })).toBe(false)
  })
})
