/** The parts `npm run bench` can run; `--only` picks a subset, in this order. */
export const PARTS = ['sizes', 'render', 'load', 'lighthouse', 'reservations', 'images'] as const
export type Part = (typeof PARTS)[number]

export interface BenchOptions {
  parts: Part[]
  /** Shorter runs (fewer renders, 5 s load runs, one Lighthouse run) to try the harness. */
  quick: boolean
  /** Where the results go; `bench/results.json` unless `--out` names another file. */
  out: string
  /** Keep the temp build, bundle and state folders for a look afterwards. */
  keep: boolean
}

export interface Durations {
  renderWarmup: number
  renderSamples: number
  startupRuns: number
  loadSeconds: number
  loadConnections: number
  lighthouseRuns: number
  /** Lone reservations timed one after another, and buyers in the drop (for the last 50 units). */
  reservationSamples: number
  dropBuyers: number
}

export const USAGE = `Usage: npm run bench -- [--only ${PARTS.join(',')}] [--quick] [--out file] [--keep]
  --only   run some parts: sizes (JS/CSS per route, worker bundle), render (startup, server
           render time in workerd), load (autocannon against the bundle in Miniflare), lighthouse,
           reservations (the drop's Durable Object: reservation latency, 500 buyers for 50 units),
           images (image bytes of home, a collection and a listing at 390 and 1280 px in provider
           mode with 2,000 px JPEG photos, without and with the Images binding)
  --quick  short runs to try the harness; the numbers are not comparable with a full run
  --out    write the results here instead of bench/results.json
  --keep   keep the temporary build, bundle and state folders`

export class UsageError extends Error {}

export function parseOptions(argv: readonly string[]): BenchOptions {
  const options: BenchOptions = { parts: [...PARTS], quick: false, out: 'bench/results.json', keep: false }
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]
    const [flag, inline] = arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, undefined]
    const value = () => {
      const next = inline ?? argv[++i]
      if (next === undefined || next.startsWith('--')) throw new UsageError(`${flag} needs a value`)
      return next
    }
    switch (flag) {
      case '--only': {
        const names = value()
          .split(',')
          .map((name) => name.trim())
          .filter(Boolean)
        const unknown = names.filter((name) => !(PARTS as readonly string[]).includes(name))
        if (unknown.length) throw new UsageError(`Unknown part ${unknown.join(', ')}: choose from ${PARTS.join(', ')}`)
        options.parts = PARTS.filter((part) => names.includes(part))
        break
      }
      case '--quick':
        options.quick = true
        break
      case '--keep':
        options.keep = true
        break
      case '--out':
        options.out = value()
        break
      default:
        throw new UsageError(`Unknown option ${arg}`)
    }
  }
  return options
}

/** The figures: 200 warm renders, 20 s at 50 connections, median of 3 Lighthouse runs. */
export function durations(quick: boolean): Durations {
  return quick
    ? {
        renderWarmup: 10,
        renderSamples: 40,
        startupRuns: 2,
        loadSeconds: 5,
        loadConnections: 50,
        lighthouseRuns: 1,
        reservationSamples: 100,
        dropBuyers: 500,
      }
    : {
        renderWarmup: 30,
        renderSamples: 200,
        startupRuns: 11,
        loadSeconds: 20,
        loadConnections: 50,
        lighthouseRuns: 3,
        reservationSamples: 500,
        dropBuyers: 500,
      }
}
