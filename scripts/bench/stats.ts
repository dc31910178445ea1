/** The p-th percentile (0–100) by the nearest-rank method; null for no samples. */
export function percentile(samples: readonly number[], p: number): number | null {
  if (samples.length === 0) return null
  const sorted = [...samples].sort((a, b) => a - b)
  const rank = Math.ceil((p / 100) * sorted.length)
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]
}

export function median(samples: readonly number[]): number | null {
  if (samples.length === 0) return null
  const sorted = [...samples].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

export interface Spread {
  p50: number | null
  p95: number | null
  n: number
}

export function spread(samples: readonly number[]): Spread {
  return { p50: percentile(samples, 50), p95: percentile(samples, 95), n: samples.length }
}

/** Rounds for the results file: enough digits to compare runs, not more. */
export function round(value: number | null, digits = 2): number | null {
  if (value === null || !Number.isFinite(value)) return null
  const factor = 10 ** digits
  return Math.round(value * factor) / factor
}
