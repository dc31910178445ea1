import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { lazyRoutes } from './lazy-routes'

type TestEnv = { Variables: { shopper: string } }

/** A group of routes as a module would export it, with how many times it was imported. */
function lazyGroup(failFirst = false) {
  const imports = { count: 0 }
  const group = new Hono<TestEnv>()
    .get('/hello', (c) => c.text(`hello ${c.var.shopper}`))
    .get('/broken', () => {
      throw new Error('the group failed')
    })
  const load = async () => {
    imports.count++
    if (failFirst && imports.count === 1) throw new Error('the chunk could not be loaded')
    return group
  }
  return { imports, load }
}

function appWith(load: () => Promise<Hono<TestEnv>>) {
  const app = new Hono<TestEnv>()
    .use(async (c, next) => {
      c.set('shopper', 'ada')
      await next()
    })
    .all('/group/*', lazyRoutes('/group', load))
    .get('*', (c) => c.text('the page', 200))
  app.onError((error, c) => c.text(`app error: ${error.message}`, 503))
  return app
}

describe('lazyRoutes', () => {
  it('imports the group on its first request only, and answers with the app variables', async () => {
    const { imports, load } = lazyGroup()
    const app = appWith(load)
    expect(imports.count).toBe(0)
    await app.request('/elsewhere')
    expect(imports.count).toBe(0)
    const first = await app.request('/group/hello')
    const second = await app.request('/group/hello')
    expect([first.status, await first.text(), await second.text()]).toEqual([200, 'hello ada', 'hello ada'])
    expect(imports.count).toBe(1)
  })

  it("lets a path the group has no route for go on to the app's next handler", async () => {
    const response = await appWith(lazyGroup().load).request('/group/nothing-here')
    expect([response.status, await response.text()]).toEqual([200, 'the page'])
  })

  it("hands the group's errors to the app's error handler", async () => {
    const response = await appWith(lazyGroup().load).request('/group/broken')
    expect([response.status, await response.text()]).toEqual([503, 'app error: the group failed'])
  })

  it('imports again after an import that failed', async () => {
    const { imports, load } = lazyGroup(true)
    const app = appWith(load)
    expect((await app.request('/group/hello')).status).toBe(503)
    const retried = await app.request('/group/hello')
    expect([retried.status, await retried.text(), imports.count]).toEqual([200, 'hello ada', 2])
  })
})
