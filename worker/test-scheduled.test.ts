import { describe, expect, it } from 'vitest'
import type { Bindings } from './env'
import { withTestScheduled } from './test-scheduled'

const ctx = { waitUntil() {}, passThroughOnException() {}, props: {} } as unknown as ExecutionContext
const envOf = (ENVIRONMENT: string) => ({ ENVIRONMENT }) as Bindings

function worker() {
  const runs: string[] = []
  const fetch = withTestScheduled(
    async () => new Response('the app'),
    async (controller) => {
      runs.push(controller.cron)
    },
  )
  return { runs, fetch }
}

describe('GET /__scheduled', () => {
  it('runs the Cron Trigger handler with the cron asked for, in development', async () => {
    const { runs, fetch } = worker()
    const response = await fetch(new Request('http://localhost/__scheduled?cron=*+*+*+*+*'), envOf('development'), ctx)
    expect([await response.text(), runs]).toEqual(['Ran scheduled event', ['* * * * *']])
  })

  it('is an ordinary path of the app in production', async () => {
    const { runs, fetch } = worker()
    const response = await fetch(new Request('http://localhost/__scheduled?cron=*+*+*+*+*'), envOf('production'), ctx)
    expect([await response.text(), runs]).toEqual(['the app', []])
  })
})
