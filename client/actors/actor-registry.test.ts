import { describe, expect, it, vi } from 'vitest'
import { createActorRegistry } from './actor-registry'

describe('actor registry', () => {
  it('has no actor until one registers, then tells each listener still subscribed', () => {
    const registry = createActorRegistry<{ id: string }>()
    const kept = vi.fn()
    const dropped = vi.fn()
    registry.onRegistered(kept)
    const unsubscribe = registry.onRegistered(dropped)
    expect(registry.running()).toBeNull()
    unsubscribe()
    const actor = { id: 'cart' }
    registry.register(actor)
    expect(registry.running()).toBe(actor)
    expect(kept).toHaveBeenCalledTimes(1)
    expect(dropped).not.toHaveBeenCalled()
  })

  it('keeps one registry apart from another', () => {
    const carts = createActorRegistry<string>()
    const toasts = createActorRegistry<string>()
    carts.register('cart')
    expect(toasts.running()).toBeNull()
  })
})
