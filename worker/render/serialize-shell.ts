import type { ShellData } from '../../client/app/shell'

/** Nothing in the JSON can close the <script> it is written into. */
const forScript = (json: string) =>
  json
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')

/**
 * Members of the shell that live for many requests (the memo's theme, a locale's
 * catalogue): their JSON is made once per object, not on every page.
 */
const LONG_LIVED: ReadonlySet<string> = new Set<keyof ShellData>(['theme', 'messages'])
const longLivedJson = new WeakMap<object, string>()

function memberJson(key: string, value: unknown): string | undefined {
  if (!LONG_LIVED.has(key) || typeof value !== 'object' || value === null) {
    const json = JSON.stringify(value)
    return json === undefined ? undefined : forScript(json)
  }
  let json = longLivedJson.get(value)
  if (json === undefined) {
    json = forScript(JSON.stringify(value))
    longLivedJson.set(value, json)
  }
  return json
}

/**
 * The shell as JSON for a <script type="application/json"> (the client reads it back with
 * readShellFromDocument): what `JSON.stringify(shell)` writes, member by member. Given the
 * URL of the locale's catalogue in the client build, the page links its messages instead of
 * carrying them (client/app/load-shell.ts).
 */
export function serializeShell(shell: ShellData, { messagesUrl = null }: { messagesUrl?: string | null } = {}): string {
  const members: string[] = []
  for (const [key, value] of Object.entries(shell)) {
    if (key === 'messages' && messagesUrl !== null) continue
    const json = memberJson(key, value)
    if (json !== undefined) members.push(`${JSON.stringify(key)}:${json}`)
  }
  if (messagesUrl !== null) members.push(`"messagesUrl":${forScript(JSON.stringify(messagesUrl))}`)
  return `{${members.join(',')}}`
}
