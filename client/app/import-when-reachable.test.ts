import { describe, expect, it, vi } from 'vitest'
import { importWhenReachable } from './import-when-reachable'

const settledState = async (promise: Promise<unknown>) => {
  let state = 'pending'
  promise.then(
    () => {
      state = 'resolved'
    },
    () => {
      state = 'rejected'
    },
  )
  await new Promise((resolve) => setTimeout(resolve, 0))
  return state
}

describe('importWhenReachable', () => {
  it('answers the module at once when it loads', async () => {
    await expect(importWhenReachable(async () => 'module', new EventTarget())).resolves.toBe('module')
  })

  it('stays pending while offline and asks again each time the browser is back online', async () => {
    const connection = new EventTarget()
    const importCode = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue('module')
    const imported = importWhenReachable(importCode, connection)
    expect(await settledState(imported)).toBe('pending')

    connection.dispatchEvent(new Event('online'))
    expect(await settledState(imported)).toBe('pending')
    expect(importCode).toHaveBeenCalledTimes(2)

    connection.dispatchEvent(new Event('online'))
    await expect(imported).resolves.toBe('module')
    expect(importCode).toHaveBeenCalledTimes(3)
  })
})
