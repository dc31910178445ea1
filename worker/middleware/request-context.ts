import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../env'
import { readConfig } from '../env'

/**
 * First in line: a request id for logs and support, the parsed config, and a
 * Server-Timing header with the worker's own time for the response.
 */
export const requestContext = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    const started = Date.now()
    c.set('requestId', c.req.header('cf-ray') ?? crypto.randomUUID())
    c.set('config', readConfig(c.env))
    await next()
    c.res.headers.set('x-request-id', c.get('requestId'))
    c.res.headers.append('server-timing', `worker;dur=${Date.now() - started}`)
  })
