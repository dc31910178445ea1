import { DurableObject } from 'cloudflare:workers'

/**
 * A store's stock reservations during a drop (docs/decisions/080-stock-reservations-in-a-durable-object.md).
 * One object per store decides who may buy the units many isolates are selling at once; it
 * is single-threaded, so a reservation is checked and written in one synchronous step.
 * D1 stays the ledger: the object keeps a figure of each sku's stock read from D1 and the
 * short-lived holds of checkouts on it, never a count of its own.
 *
 * Why the figure and D1 cannot drift for long:
 * - a figure is read from D1 when first needed, when older than FIGURE_FRESH_MS, and again
 *   before a refusal when older than RECHECK_MS (so restocked units are found);
 * - that read takes, in one D1 batch (one snapshot), the stock and which holders already
 *   have an order; their holds on those skus are dropped then, since the figure counts
 *   them, and no confirm, release or decision is applied while a read is under way;
 * - confirm() lowers the figure by exactly the holds it removes: a hold the read already
 *   dropped is not counted twice;
 * - a hold that expires (its confirm lost with its isolate) marks its skus' figures stale,
 *   so the next reservation reads D1, which counts the order if it was written.
 * A stock change made outside checkout (the admin's set-stock, an import) can leave a figure
 * too high for at most FIGURE_FRESH_MS; the order batch's guarded decrement in D1 still
 * refuses the sale then, and the caller's release({ resync }) marks the figure stale.
 */

/** A colour and size (inventory's key) and how many units of it. */
export interface StockLine {
  variationId: number
  sizeId: number
  quantity: number
}

/** A line that cannot be held, with how many units could. */
export interface ShortLine {
  variationId: number
  sizeId: number
  available: number
}

export type ReserveAnswer = { ok: true; expiresAt: number } | { ok: false; short: ShortLine[] }

/** How long a hold lasts without an order: enough for a provider's approval page, short enough to resell an abandoned unit. */
export const HOLD_MS = 10 * 60 * 1000
/** A figure older than this is read again from D1 before it is used. */
const FIGURE_FRESH_MS = 10_000
/** Before answering sold out, a figure older than this is read again (units may have come back). */
export const RECHECK_MS = 1_000

interface Env {
  DB: D1Database
}

type SkuKey = [variationId: number, sizeId: number]
type Sku = Pick<StockLine, 'variationId' | 'sizeId'>

export class StockReservations extends DurableObject<Env> {
  private readonly sql: SqlStorage
  /** The ledger read under way, if any: reads run one at a time, and writes wait for them. */
  private ledgerRead: Promise<void> | null = null

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env)
    this.sql = ctx.storage.sql
    this.sql.exec(`CREATE TABLE IF NOT EXISTS figures (
      variation_id INTEGER NOT NULL, size_id INTEGER NOT NULL, ledger INTEGER NOT NULL, read_at INTEGER NOT NULL,
      PRIMARY KEY (variation_id, size_id))`)
    this.sql.exec(`CREATE TABLE IF NOT EXISTS holds (
      holder TEXT NOT NULL, variation_id INTEGER NOT NULL, size_id INTEGER NOT NULL, quantity INTEGER NOT NULL,
      expires_at INTEGER NOT NULL, PRIMARY KEY (holder, variation_id, size_id))`)
    this.sql.exec('CREATE INDEX IF NOT EXISTS holds_by_expiry ON holds (expires_at)')
  }

  /**
   * Holds every line for `holder` (a checkout id), or none: a second call by the same holder
   * replaces its holds and extends them. Answers the lines short of stock otherwise.
   */
  async reserve(holder: string, lines: readonly StockLine[], holdMs: number = HOLD_MS): Promise<ReserveAnswer> {
    const wanted = lines.filter((line) => line.quantity > 0)
    await this.settled()
    this.dropExpired(Date.now())
    const stale = wanted.filter((line) => this.figureAge(line) > FIGURE_FRESH_MS)
    if (stale.length > 0) await this.readLedger(stale)
    let short = this.shortLines(holder, wanted)
    const recheck = short.filter((line) => this.figureAge(line) > RECHECK_MS)
    if (recheck.length > 0) {
      await this.readLedger(recheck)
      short = this.shortLines(holder, wanted)
    }
    await this.settled()
    short = this.shortLines(holder, wanted)
    if (short.length > 0) return { ok: false, short }
    // Checked and written with no await between: no other call sees a half-made reservation.
    const expiresAt = Date.now() + holdMs
    this.sql.exec('DELETE FROM holds WHERE holder = ?', holder)
    for (const line of wanted) {
      this.sql.exec(
        'INSERT INTO holds (holder, variation_id, size_id, quantity, expires_at) VALUES (?, ?, ?, ?, ?)',
        holder,
        line.variationId,
        line.sizeId,
        line.quantity,
        expiresAt,
      )
    }
    const alarm = await this.ctx.storage.getAlarm()
    if (alarm === null || alarm > expiresAt) await this.ctx.storage.setAlarm(expiresAt)
    return { ok: true, expiresAt }
  }

  /** The holder's order is in D1 (its batch took the stock there): its holds become part of the figure. */
  async confirm(holder: string): Promise<void> {
    await this.settled()
    for (const hold of this.sql.exec<{ variation_id: number; size_id: number; quantity: number }>(
      'SELECT variation_id, size_id, quantity FROM holds WHERE holder = ?',
      holder,
    )) {
      this.sql.exec(
        'UPDATE figures SET ledger = ledger - ? WHERE variation_id = ? AND size_id = ?',
        hold.quantity,
        hold.variation_id,
        hold.size_id,
      )
    }
    this.sql.exec('DELETE FROM holds WHERE holder = ?', holder)
  }

  /**
   * The holder will not buy (payment failed, voided, abandoned): its units are free again.
   * With `resync`, D1 refused a sale the figure allowed, so its skus are read again next time.
   */
  async release(holder: string, { resync = false }: { resync?: boolean } = {}): Promise<void> {
    await this.settled()
    if (resync) {
      this.sql.exec(
        'UPDATE figures SET read_at = 0 WHERE (variation_id, size_id) IN (SELECT variation_id, size_id FROM holds WHERE holder = ?)',
        holder,
      )
    }
    this.sql.exec('DELETE FROM holds WHERE holder = ?', holder)
  }

  /** Units of a sku that a new holder could take now (for operators and tests). */
  available(variationId: number, sizeId: number): number | null {
    const figure = this.figure([variationId, sizeId])
    return figure === null ? null : Math.max(0, figure.ledger - this.heldByOthers('', [variationId, sizeId], Date.now()))
  }

  /** The clock: holds past their time are dropped, and the next expiry is set. */
  override async alarm(): Promise<void> {
    await this.settled()
    this.dropExpired(Date.now())
    const next = this.sql.exec<{ at: number | null }>('SELECT MIN(expires_at) AS at FROM holds').one().at
    if (next !== null) await this.ctx.storage.setAlarm(next)
  }

  /**
   * Expired holds go; their skus' figures are marked stale first: an expired hold may be an
   * order whose confirm never came, and only D1 knows.
   */
  private dropExpired(now: number): void {
    this.sql.exec(
      'UPDATE figures SET read_at = 0 WHERE (variation_id, size_id) IN (SELECT variation_id, size_id FROM holds WHERE expires_at <= ?)',
      now,
    )
    this.sql.exec('DELETE FROM holds WHERE expires_at <= ?', now)
  }

  private figure([variationId, sizeId]: SkuKey): { ledger: number; readAt: number } | null {
    const rows = this.sql
      .exec<{ ledger: number; read_at: number }>(
        'SELECT ledger, read_at FROM figures WHERE variation_id = ? AND size_id = ?',
        variationId,
        sizeId,
      )
      .toArray()
    return rows[0] ? { ledger: rows[0].ledger, readAt: rows[0].read_at } : null
  }

  private figureAge(line: Sku): number {
    const figure = this.figure([line.variationId, line.sizeId])
    return figure ? Date.now() - figure.readAt : Number.POSITIVE_INFINITY
  }

  private heldByOthers(holder: string, [variationId, sizeId]: SkuKey, now: number): number {
    return this.sql
      .exec<{ held: number }>(
        'SELECT COALESCE(SUM(quantity), 0) AS held FROM holds WHERE variation_id = ? AND size_id = ? AND holder != ? AND expires_at > ?',
        variationId,
        sizeId,
        holder,
        now,
      )
      .one().held
  }

  private shortLines(holder: string, lines: readonly StockLine[]): ShortLine[] {
    const now = Date.now()
    return lines.flatMap((line) => {
      const key: SkuKey = [line.variationId, line.sizeId]
      const available = Math.max(0, (this.figure(key)?.ledger ?? 0) - this.heldByOthers(holder, key, now))
      return available < line.quantity ? [{ variationId: line.variationId, sizeId: line.sizeId, available }] : []
    })
  }

  /**
   * Reads the skus' stock from D1 together with which of their holders already have an
   * order (one batch: one snapshot). Reads run one after another, and confirm, release and
   * a reservation's decision wait until no read is under way.
   */
  private readLedger(lines: readonly Sku[]): Promise<void> {
    const read = (this.ledgerRead ?? Promise.resolve()).catch(() => {}).then(() => this.readLedgerNow(lines))
    const tracked = read.finally(() => {
      if (this.ledgerRead === tracked) this.ledgerRead = null
    })
    this.ledgerRead = tracked
    return tracked
  }

  /** Waits out the ledger reads under way: a confirm applied during one would be counted twice or not at all. */
  private async settled(): Promise<void> {
    while (this.ledgerRead) await this.ledgerRead.catch(() => {})
  }

  private async readLedgerNow(lines: readonly Sku[]): Promise<void> {
    {
      const keys = lines.map((line): SkuKey => [line.variationId, line.sizeId])
      const held = this.sql
        .exec<{ holder: string; variation_id: number; size_id: number }>('SELECT holder, variation_id, size_id FROM holds')
        .toArray()
        .filter((hold) => keys.some(([v, s]) => v === hold.variation_id && s === hold.size_id))
      const [stock, placed] = await this.env.DB.batch<Record<string, unknown>>([
        this.env.DB.prepare(
          `SELECT i.variation_id, i.size_id, i.count FROM json_each(?1) k
           JOIN inventory i ON i.variation_id = json_extract(k.value, '$[0]') AND i.size_id = json_extract(k.value, '$[1]')`,
        ).bind(JSON.stringify(keys)),
        this.env.DB.prepare('SELECT checkout_id FROM orders WHERE checkout_id IN (SELECT value FROM json_each(?1))').bind(
          JSON.stringify([...new Set(held.map((hold) => hold.holder))]),
        ),
      ])
      const readAt = Date.now()
      for (const [variationId, sizeId] of keys) {
        const row = (stock.results as { variation_id: number; size_id: number; count: number }[]).find(
          (r) => r.variation_id === variationId && r.size_id === sizeId,
        )
        this.sql.exec(
          `INSERT INTO figures (variation_id, size_id, ledger, read_at) VALUES (?, ?, ?, ?)
           ON CONFLICT (variation_id, size_id) DO UPDATE SET ledger = excluded.ledger, read_at = excluded.read_at`,
          variationId,
          sizeId,
          row?.count ?? 0,
          readAt,
        )
      }
      const ordered = new Set((placed.results as { checkout_id: string }[]).map((row) => row.checkout_id))
      for (const hold of held) {
        if (!ordered.has(hold.holder)) continue
        this.sql.exec(
          'DELETE FROM holds WHERE holder = ? AND variation_id = ? AND size_id = ?',
          hold.holder,
          hold.variation_id,
          hold.size_id,
        )
      }
    }
  }
}
