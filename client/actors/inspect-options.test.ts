import { describe, expect, it, vi } from 'vitest'

const createBrowserInspector = vi.fn(() => ({ inspect: { next: vi.fn() } }))
vi.mock('@statelyai/inspect', () => ({ createBrowserInspector }))

const { inspectOptions, wantsInspector } = await import('./inspect-options')

describe('machine inspector', () => {
  it('is wanted only in development with ?inspect in the URL', () => {
    expect(wantsInspector(true, '?inspect')).toBe(true)
    expect(wantsInspector(true, '?q=tee&inspect=1')).toBe(true)
    expect(wantsInspector(true, '?q=tee')).toBe(false)
    expect(wantsInspector(false, '?inspect')).toBe(false)
  })

  it('adds nothing, and loads nothing, when disabled', async () => {
    expect(await inspectOptions(false)).toEqual({})
    expect(createBrowserInspector).not.toHaveBeenCalled()
  })

  it('opens one browser inspector shared by every actor when enabled', async () => {
    const first = await inspectOptions(true)
    const second = await inspectOptions(true)

    expect(first.inspect).toBeDefined()
    expect(second.inspect).toBe(first.inspect)
    expect(createBrowserInspector).toHaveBeenCalledOnce()
  })
})
