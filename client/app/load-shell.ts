import { type RetryTiming, retryRequest } from '../api/retry'
import type { ShellData, ShellDocument } from './shell'

/**
 * The whole shell of a page, its catalogue fetched when the page links it: the page preloads
 * that file (worker/render/document.ts), so this read finds it on its way or in the cache. A
 * read is safe to repeat, so a failed one is tried again as the store's reads are.
 */
export async function loadShell(
  written: ShellDocument,
  { fetch: fetchFile = fetch, timing }: { fetch?: typeof fetch; timing?: RetryTiming } = {},
): Promise<ShellData> {
  const { messagesUrl, messages: inline, ...shell } = written
  if (inline) return { ...shell, messages: inline }
  if (!messagesUrl) throw new Error('The page has neither its messages nor a link to them')
  const messages = await retryRequest(async () => {
    const response = await fetchFile(messagesUrl)
    if (!response.ok) throw new Error(`${messagesUrl} answered ${response.status}`)
    return (await response.json()) as ShellData['messages']
  }, timing)
  return { ...shell, messages }
}
