import { currentRequestId } from './request-scope'

/** What a log line says besides where it happened: ids and counts, never a shopper's personal data. */
type LogFields = Record<string, unknown>

function write(level: 'info' | 'warn' | 'error', at: string, fields: LogFields = {}): void {
  // The request a line belongs to, wherever it is written from (request-scope.ts, entered first in app.ts).
  const requestId = currentRequestId()
  console[level](JSON.stringify({ at, ...(requestId ? { requestId } : {}), ...fields }))
}

/**
 * The worker's one logger: a JSON line per event, which Workers Logs index by field.
 * `at` names where it happened ('checkout.capture', 'webhook'); the request id comes by
 * itself inside a request (none in the Cron Trigger's pass).
 */
export const log = {
  info: (at: string, fields?: LogFields) => write('info', at, fields),
  warn: (at: string, fields?: LogFields) => write('warn', at, fields),
  error: (at: string, fields?: LogFields) => write('error', at, fields),
}
