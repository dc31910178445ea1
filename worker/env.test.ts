import { describe, expect, it } from 'vitest'
import { type Bindings, readConfig } from './env'

const settings = (vars: Record<string, string>) => ({ ...vars }) as unknown as Bindings

describe('BACKEND_TIMEOUT_MS', () => {
  it('is a number of milliseconds, and unset leaves the adapter its own 10 s', () => {
    expect(readConfig(settings({ BACKEND_TIMEOUT_MS: '4000' })).BACKEND_TIMEOUT_MS).toBe(4000)
    expect(readConfig(settings({})).BACKEND_TIMEOUT_MS).toBeUndefined()
  })

  it('refuses what is not a sensible wait, saying why', () => {
    expect(() => readConfig(settings({ BACKEND_TIMEOUT_MS: '4s' }))).toThrow(
      'BACKEND_TIMEOUT_MS is a whole number of milliseconds, like 4000',
    )
    expect(() => readConfig(settings({ BACKEND_TIMEOUT_MS: '200' }))).toThrow('BACKEND_TIMEOUT_MS must be at least 1000')
    expect(() => readConfig(settings({ BACKEND_TIMEOUT_MS: '60000' }))).toThrow('BACKEND_TIMEOUT_MS must be at most 30000')
  })
})
