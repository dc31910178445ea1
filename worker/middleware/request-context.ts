import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../env'
import { readConfig } from '../env'
import { inRequestScope } from '../lib/request-scope'

/**
 * First in line: a request id for logs and support (also for log lines written outside the
 * request's context: lib/request-scope.ts), the parsed config, and a Server-Timing header
 * with the worker's own time for the response.
 */
export const requestContext = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    const started = Date.now()
    const requestId = c.req.header('cf-ray') ?? crypto.randomUUID()
    c.set('requestId', requestId)
    c.set('config', readConfig(c.env))
    await inRequestScope(requestId, next)
    c.res.headers.set('x-request-id', requestId)
    c.res.headers.append('server-timing', `worker;dur=${Date.now() - started}`)
  })
