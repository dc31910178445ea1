// Types of scripts/admin/cli.mjs for its tests.
export const USAGE: string
export class UsageError extends Error {}
export interface Parsed {
  words: string[]
  flags: Record<string, string | true>
}
export interface AdminRequest {
  method: 'GET' | 'POST' | 'PUT'
  path: string
  body?: Record<string, unknown>
  key?: string
  print: 'json' | 'orders' | 'order' | 'refund' | 'ledger' | 'mail' | 'counters' | 'text'
}
export function parseArgs(argv: string[]): Parsed
export function amountToCents(text: string): number
export function centsText(cents: number, currency: string): string
export function requestFor(parsed: Parsed, options?: { newKey: () => string }): AdminRequest
export function formatOrders(answer: { orders: Record<string, unknown>[]; next: number | null }): string
export function formatOrder(detail: Record<string, unknown>): string
export function formatRefund(answer: Record<string, unknown>, key: string): string
export function formatMail(answer: { mail: Record<string, unknown>[] }): string
export function formatCounters(answer: { counters: Record<string, unknown>[]; since: string; complete: boolean }): string
