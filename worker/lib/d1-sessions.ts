/**
 * D1's Sessions API (read replication) for one request. Catalogue reads go through a
 * session that any replica may answer; the shopper's writes, and the reads that must see
 * them, through one whose first query goes to the primary. The shopper's bookmark (the
 * newest database state their own writes reached, carried in a cookie) starts the
 * catalogue session, so what they read next is never older than what they wrote.
 * docs/decisions/085-d1-read-replication.md.
 */

/** The cookie that carries the bookmark: a database position, nothing about the shopper. */
export const BOOKMARK_COOKIE = 'd1_bookmark'
/** Long enough to outlast any replica's lag; after that every replica has the write anyway. */
export const BOOKMARK_MAX_AGE_SECONDS = 60 * 60

// D1 bookmarks are four dash-separated hex fields (e.g. 00000085-0000024c-00004c6d-<32 hex>),
// lexicographically ordered. Anything else is ignored rather than handed to D1.
const BOOKMARK = /^[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}$/

/** A well-formed bookmark from a cookie, or null for a missing or garbled one. */
export function readBookmark(raw: string | null | undefined): string | null {
  return typeof raw === 'string' && BOOKMARK.test(raw) ? raw : null
}

/** Whether `next` is a newer database state than `previous` (bookmarks sort oldest to newest). */
export const isNewerBookmark = (next: string, previous: string | null): boolean => previous === null || next > previous

/** A statement that changes the database (SQLite's write statements, upserts and CTE-led writes included). */
const WRITE = /^\s*(?:WITH\b[\s\S]*?\b)?(?:INSERT|UPDATE|DELETE|REPLACE)\b/i

/** The databases of one request, and what its writes left behind. */
export interface D1Sessions {
  /** For catalogue reads: a nearby replica may answer, never older than the shopper's bookmark. */
  readonly catalog: D1Database
  /** For writes and the reads that must see them: the first query goes to the primary. */
  readonly primary: D1Database
  /** The bookmark the request came with. */
  readonly incoming: string | null
  /** The newest bookmark after this request's writes, or null when it wrote nothing. */
  written(): string | null
}

/**
 * A session, created on its first query (a request that never reads the catalogue opens
 * no session), behind the D1Database shape the built-in backend's SQL modules take.
 */
function lazySession(db: D1Database, start: string, onPrepare?: (query: string) => void) {
  let session: D1DatabaseSession | null = null
  const open = () => {
    session ??= db.withSession(start)
    return session
  }
  const database: D1Database = {
    prepare(query) {
      onPrepare?.(query)
      return open().prepare(query)
    },
    batch: (statements) => open().batch(statements),
    // Not sessions' business (migrations and one-off tasks): straight to the database.
    exec: (query) => db.exec(query),
    dump: () => db.dump(),
    withSession: (constraintOrBookmark) => db.withSession(constraintOrBookmark),
  }
  return { database, bookmark: () => session?.getBookmark() ?? null }
}

/** The request's sessions, started from the shopper's bookmark when they have one. */
export function createD1Sessions(db: D1Database, incoming: string | null): D1Sessions {
  let wrote = false
  const catalog = lazySession(db, incoming ?? 'first-unconstrained')
  const primary = lazySession(db, 'first-primary', (query) => {
    if (!wrote && WRITE.test(query)) wrote = true
  })
  return {
    catalog: catalog.database,
    primary: primary.database,
    incoming,
    written: () => (wrote ? primary.bookmark() : null),
  }
}
