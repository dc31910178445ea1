import { describe, expect, it } from 'vitest'
import { parseArgs, UsageError, verifyDomain } from './verify-domain.mjs'

describe('payments:verify-domain', () => {
  it('needs a domain and the operator key', () => {
    expect(() => parseArgs([], {})).toThrow(UsageError)
    expect(() => parseArgs(['--domain', 'shop.example.com'], {})).toThrow(/operator key/)
    expect(parseArgs(['--domain', 'shop.example.com', '--url', 'https://store.example/x'], { BACKEND_API_KEY: 'k' })).toEqual({
      domain: 'shop.example.com',
      url: 'https://store.example',
      key: 'k',
    })
  })

  it("posts the domain as the operator and reports the worker's refusal in its words", async () => {
    const seen: Request[] = []
    const answer = (status: number, body: unknown) => async (input: RequestInfo | URL, init?: RequestInit) => {
      seen.push(new Request(input, init))
      return new Response(JSON.stringify(body), { status })
    }
    const options = { domain: 'shop.example.com', url: 'https://store.example', key: 'secret-key' }
    expect(await verifyDomain(options, answer(200, { success: true, domainName: 'shop.example.com' }))).toBe('shop.example.com')
    expect(seen[0].headers.get('x-api-key')).toBe('secret-key')
    expect(seen[0].headers.get('origin')).toBe('https://store.example')
    expect(await seen[0].json()).toEqual({ domainName: 'shop.example.com' })
    await expect(verifyDomain(options, answer(403, { error: 'Wallet domains are registered by the operator.' }))).rejects.toThrow(
      'Wallet domains are registered by the operator.',
    )
  })
})
