import type { Context } from 'hono'
import type { $ZodError } from 'zod/v4/core'

/** Hook for @hono/zod-validator: a failed parse answers 400 { error, issues }. */
export function badRequest(result: { success: true } | { success: false; error: $ZodError }, c: Context): Response | undefined {
  if (result.success) return undefined
  const issues = result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }))
  const first = issues[0]
  const error = first ? (first.path ? `${first.path}: ${first.message}` : first.message) : 'Invalid request'
  return c.json({ error, issues }, 400)
}
