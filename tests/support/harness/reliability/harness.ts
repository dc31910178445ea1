import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import { app } from '../../../../worker/app'
import type { Bindings } from '../../../../worker/env'
import { type AppAnswer, readAnswer } from '../../factories/checkout-steps'

export { cookieJar, storeRequest } from '../../factories/browser-request'
export type { AppAnswer }

/**
 * Calls the worker's app directly with bindings of the test's choosing: a production
 * ENVIRONMENT, a KV namespace that is down, a database that fails on cue, a provider
 * that misbehaves. The body is read whole and background work awaited, as a runtime would.
 */
export async function callApp(request: Request, overrides: Partial<Bindings> = {}): Promise<AppAnswer> {
  const ctx = createExecutionContext()
  const response = await app.fetch(request, { ...env, ...overrides }, ctx)
  const answer = await readAnswer(response)
  await waitOnExecutionContext(ctx)
  return answer
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
