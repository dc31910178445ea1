import { describe, expect, it } from 'vitest'
import { localPath } from './local-path'

describe('localPath', () => {
  it('keeps a path and its query on this site', () => {
    expect(localPath(new URL('https://shop.example/apparel?page=2'))).toBe('/apparel?page=2')
  })

  it('never names another host, however the path is spelled', () => {
    for (const raw of [
      'https://shop.example//evil.example/x',
      'https://shop.example/\\evil.example',
      'https://shop.example/%2F/evil.example',
    ]) {
      const url = new URL(raw)
      const target = localPath(url)
      expect(new URL(target, 'https://shop.example').host).toBe('shop.example')
    }
  })
})
