import type { Context } from 'hono'
import type { $ZodError } from 'zod/v4/core'

/**
 * Hook for @hono/zod-validator: a failed parse answers 400 { error, issues }. `error` is the
 * first issue's message as a person reads it (no field path: callers show it as it is);
 * `issues` names every failing field by its path, so a form can put each message under its field.
 */
export function badRequest(result: { success: true } | { success: false; error: $ZodError }, c: Context): Response | undefined {
  if (result.success) return undefined
  const issues = result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }))
  return c.json({ error: issues[0]?.message ?? 'Invalid request', issues }, 400)
}
