import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Miniflare, type WorkerOptions } from 'miniflare'
import { type LocalWorker, localWorkerOptions } from '../local-worker'
import { percentile, round } from './stats'

/**
 * Reservation latency of the drop's Durable Object (StockReservations, from the deploy
 * bundle) in workerd, as a checkout pays it: the time of one reserve() call from a worker,
 * measured inside the calling worker. Three probe workers (three isolates) share the one
 * namespace of the storefront worker, as edges do in production.
 */

interface LatencyFigures {
  samples: number
  p50Ms: number | null
  p99Ms: number | null
}

export interface ReservationsResult {
  /** One reservation at a time (each released again): the object's own cost. */
  alone: LatencyFigures
  /** A drop: every buyer at once through the probes for the last units. */
  drop: LatencyFigures & { buyers: number; units: number; isolates: number; granted: number; refused: number; wallMs: number }
}

const PROBES = ['probe-a', 'probe-b', 'probe-c'] as const
const host = (probe: string) => `${probe}.bench.local`

/** A worker that times one reserve() on the store's object (and releases it when asked). */
const PROBE_SCRIPT = `export default {
  async fetch(request, env) {
    const { object, holder, lines, release } = await request.json()
    const stub = env.STOCK_RESERVATIONS.get(env.STOCK_RESERVATIONS.idFromName(object))
    const started = performance.now()
    const answer = await stub.reserve(holder, lines)
    const ms = performance.now() - started
    if (release && answer.ok) await stub.release(holder)
    return Response.json({ ok: answer.ok, ms })
  },
}`

function figures(samples: readonly number[]): LatencyFigures {
  return { samples: samples.length, p50Ms: round(percentile(samples, 50), 3), p99Ms: round(percentile(samples, 99), 3) }
}

export async function measureReservations(
  worker: LocalWorker,
  { aloneSamples, buyers, units }: { aloneSamples: number; buyers: number; units: number },
): Promise<ReservationsResult> {
  // The drop sells stock out: it runs on a copy of the seeded state, never the one the other parts read.
  const state = mkdtempSync(join(tmpdir(), 'storefront-bench-drop-'))
  if (worker.persistTo) cpSync(worker.persistTo, state, { recursive: true })
  const options = localWorkerOptions({ ...worker, persistTo: state, listen: false, withReferenceWorkers: false })
  const [storefront] = options.workers as WorkerOptions[]
  const probes: WorkerOptions[] = PROBES.map((name) => ({
    name,
    modules: true,
    script: PROBE_SCRIPT,
    compatibilityDate: storefront.compatibilityDate,
    routes: [`${host(name)}/*`],
    durableObjects: { STOCK_RESERVATIONS: { className: 'StockReservations', scriptName: 'storefront' } },
  }))
  const mf = new Miniflare({ ...options, workers: [storefront, ...probes] })
  try {
    await mf.ready
    const db = await mf.getD1Database('DB', 'storefront')
    const sku = await db
      .prepare('SELECT variation_id, size_id FROM inventory ORDER BY variation_id, size_id LIMIT 1')
      .first<{ variation_id: number; size_id: number }>()
    if (!sku) throw new Error('The seeded state has no inventory')
    const line = (quantity: number) => [{ variationId: sku.variation_id, sizeId: sku.size_id, quantity }]
    const reserve = async (probe: string, body: unknown) => {
      const response = await mf.dispatchFetch(`http://${host(probe)}/`, { method: 'POST', body: JSON.stringify(body) })
      return (await response.json()) as { ok: boolean; ms: number }
    }
    const setStock = (count: number) =>
      db
        .prepare('UPDATE inventory SET count = ?3 WHERE variation_id = ?1 AND size_id = ?2')
        .bind(sku.variation_id, sku.size_id, count)
        .run()

    await setStock(units)
    const alone: number[] = []
    for (let i = 0; i < aloneSamples; i += 1) {
      const answer = await reserve(PROBES[i % PROBES.length], {
        object: 'bench:alone',
        holder: `alone-${i}`,
        lines: line(1),
        release: true,
      })
      if (!answer.ok) throw new Error('A lone reservation was refused with stock on hand')
      alone.push(answer.ms)
    }

    // A fresh object for the drop, so its first read of D1 is part of what buyers wait for.
    const started = performance.now()
    const answers = await Promise.all(
      Array.from({ length: buyers }, (_, i) =>
        reserve(PROBES[i % PROBES.length], { object: 'bench:drop', holder: `buyer-${i}`, lines: line(1) }),
      ),
    )
    const wallMs = performance.now() - started
    const granted = answers.filter((answer) => answer.ok).length
    // A drop that sells more (or fewer) than it has is a bug, not a figure to report.
    if (granted !== Math.min(units, buyers)) throw new Error(`The drop held ${granted} units of ${units} for ${buyers} buyers`)
    return {
      alone: figures(alone),
      drop: {
        ...figures(answers.map((answer) => answer.ms)),
        buyers,
        units,
        isolates: PROBES.length,
        granted,
        refused: buyers - granted,
        wallMs: Math.round(wallMs),
      },
    }
  } finally {
    await mf.dispose()
    rmSync(state, { recursive: true, force: true })
  }
}
