import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import { app } from '../../../worker/app'
import type { Bindings } from '../../../worker/env'

/**
 * Calls the worker's app directly with bindings of the test's choosing: a production
 * ENVIRONMENT, a KV namespace that is down, a database that fails on cue, a provider
 * that misbehaves. The body is read whole and background work awaited, as a runtime would.
 */
export interface AppAnswer {
  status: number
  headers: Headers
  text: string
  /** The body parsed as JSON, or undefined when it is not JSON. */
  json: unknown
}

export async function callApp(request: Request, overrides: Partial<Bindings> = {}): Promise<AppAnswer> {
  const ctx = createExecutionContext()
  const response = await app.fetch(request, { ...env, ...overrides }, ctx)
  const text = await response.text()
  await waitOnExecutionContext(ctx)
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    json = undefined
  }
  return { status: response.status, headers: response.headers, text, json }
}

/** A request as a shopper's browser sends it to a store: same-origin, JSON for writes. */
export function storeRequest(
  storeHost: string,
  path: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
): Request {
  const origin = `http://${storeHost}`
  const headers: Record<string, string> = { host: storeHost, origin, accept: 'application/json', ...init.headers }
  if (init.body !== undefined && !('content-type' in headers)) headers['content-type'] = 'application/json'
  return new Request(`${origin}${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers,
    body: init.body === undefined ? undefined : typeof init.body === 'string' ? init.body : JSON.stringify(init.body),
    redirect: 'manual',
  })
}

const kvDown = () => Promise.reject(new Error('KV GET failed: 503 Service Unavailable'))

/** A KV namespace whose every call fails, as when KV is unreachable from a location. */
export function failingKv(): KVNamespace {
  return {
    get: kvDown,
    getWithMetadata: kvDown,
    put: kvDown,
    delete: kvDown,
    list: kvDown,
  } as unknown as KVNamespace
}

/** D1's own words when it cannot be reached. */
export const D1_DOWN = 'D1_ERROR: Network connection lost.'

/**
 * The real test database behind a switch: while `down`, or for statements `failWhen`
 * picks, every call fails as D1 does when it cannot be reached. Statements handed to
 * batch() are unwrapped first, since D1 accepts only its own.
 */
export interface SwitchableD1 {
  db: D1Database
  down: boolean
  /** Fails the calls whose SQL (any statement of a batch) this answers true for. */
  failWhen: ((sql: string) => boolean) | null
  /** How many calls were refused. */
  refused: number
}

export function switchableD1(real: D1Database = env.DB): SwitchableD1 {
  const unwrap = new WeakMap<object, D1PreparedStatement>()
  const sqlOf = new WeakMap<object, string>()
  const control: SwitchableD1 = { db: undefined as unknown as D1Database, down: false, failWhen: null, refused: 0 }

  function check(sql: readonly string[]): void {
    if (control.down || (control.failWhen && sql.some((text) => control.failWhen?.(text)))) {
      control.refused += 1
      throw new Error(D1_DOWN)
    }
  }

  function wrap(statement: D1PreparedStatement, sql: string): D1PreparedStatement {
    const proxy: D1PreparedStatement = new Proxy(statement, {
      get(target, property) {
        if (property === 'bind') return (...values: unknown[]) => wrap(target.bind(...values), sql)
        if (property === 'first' || property === 'all' || property === 'run' || property === 'raw') {
          return async (...args: unknown[]) => {
            check([sql])
            return (target[property] as (...a: unknown[]) => Promise<unknown>).apply(target, args)
          }
        }
        const value = Reflect.get(target, property, target)
        return typeof value === 'function' ? value.bind(target) : value
      },
    })
    unwrap.set(proxy, statement)
    sqlOf.set(proxy, sql)
    return proxy
  }

  /** A database or one of its sessions, failing on cue like the database itself. */
  function switched<T extends D1Database | D1DatabaseSession>(inner: T): T {
    return new Proxy(inner, {
      get(target, property) {
        if (property === 'prepare') return (sql: string) => wrap(target.prepare(sql), sql)
        if (property === 'batch') {
          return async (statements: D1PreparedStatement[]) => {
            check(statements.map((statement) => sqlOf.get(statement) ?? ''))
            return target.batch(statements.map((statement) => unwrap.get(statement) ?? statement))
          }
        }
        // Reads through D1's Sessions API (worker/lib/d1-sessions.ts) fail with the database.
        if (property === 'withSession' && 'withSession' in target) {
          return (start?: string) => switched(target.withSession(start))
        }
        if (property === 'exec' && 'exec' in target) {
          return async (sql: string) => {
            check([sql])
            return target.exec(sql)
          }
        }
        const value = Reflect.get(target, property, target)
        return typeof value === 'function' ? value.bind(target) : value
      },
    })
  }

  control.db = switched(real)
  return control
}

/** Every table's rows, for "nothing changed" checks. */
export async function databaseSnapshot(db: D1Database = env.DB): Promise<Record<string, unknown[]>> {
  const { results: tables } = await db
    .prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name <> 'd1_migrations' ORDER BY name",
    )
    .all<{ name: string }>()
  const snapshot: Record<string, unknown[]> = {}
  for (const { name } of tables) {
    snapshot[name] = (await db.prepare(`SELECT * FROM "${name}" ORDER BY rowid`).all()).results
  }
  return snapshot
}

/** Row counts per table. */
export function rowCounts(snapshot: Record<string, unknown[]>): Record<string, number> {
  return Object.fromEntries(Object.entries(snapshot).map(([name, rows]) => [name, rows.length]))
}

/**
 * A browser's cookie jar: keeps what responses set (and drops what they expire) and sends
 * it back, as a browser does. `header` adds cookies the page's own script would set.
 */
export function cookieJar() {
  const jar = new Map<string, string>()
  return {
    keep(headers: Headers): void {
      for (const header of headers.getSetCookie()) {
        const [pair, ...attributes] = header.split(';')
        const at = pair.indexOf('=')
        const name = pair.slice(0, at).trim()
        if (attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute))) jar.delete(name)
        else jar.set(name, pair.slice(at + 1).trim())
      }
    },
    /** The Cookie header: the jar's cookies, and `extra` pairs ('name=value') for names it lacks. */
    header(...extra: string[]): string {
      const given = extra.filter((pair) => pair && !jar.has(pair.split('=')[0]))
      return [...given, ...[...jar].map(([name, value]) => `${name}=${value}`)].join('; ')
    },
    set: (name: string, value: string) => jar.set(name, value),
    has: (name: string) => jar.has(name),
    entries: () => new Map(jar),
  }
}
