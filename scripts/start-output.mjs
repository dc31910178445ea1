// What `npm start` shows of wrangler dev's output (scripts/start.mjs): the moment it is
// ready, the summary it then prints, and which later lines still reach the terminal.

// biome-ignore lint/suspicious/noControlCharactersInRegex: wrangler colours its lines.
const ANSI = /\u001b\[[0-9;]*m/g

/** The port of wrangler's `Ready on http://127.0.0.1:8787` line, or null for any other line. */
export function readyServer(line) {
  const match = /Ready on https?:\/\/[^\s:]+:(\d+)/.exec(line.replace(ANSI, ''))
  return match ? { port: Number(match[1]) } : null
}

/**
 * Whether a line of wrangler dev's, once the server is ready, is shown: errors and the
 * worker's warnings (its logger's `problem`), and the rebuilds of --watch. Requests and the
 * rest stay in the log file.
 */
export function shownAfterReady(line, { watch }) {
  const plain = line.replace(ANSI, '')
  if (/\[ERROR\]|wrangler:error|✘|Uncaught|"problem"/.test(plain)) return true
  return watch && /restarting build|Running custom build|Reloading local server/i.test(plain)
}

/** The store slugs of seed.mjs's `Seeded 'moonlit' (…), 'sunbeam' (…).` line, the default first. */
export function seededSlugs(seeded, defaultStore) {
  const slugs = [...seeded.matchAll(/'([a-z0-9-]+)' \(/g)].map((match) => match[1])
  return [...slugs.filter((slug) => slug === defaultStore), ...slugs.filter((slug) => slug !== defaultStore)]
}

/** The lines printed once the server answers: the tools, then the store URLs last. */
export function startSummary({ port, slugs, defaultStore, accessCodes = '', backendUrl }) {
  const lines = [
    '',
    `Admin CLI:    npm run admin -- orders list`,
    `Preview link: npm run preview-link -- --store ${slugs.find((slug) => slug !== defaultStore) ?? defaultStore}`,
    `curl:         curl -H 'Host: <store>.localhost' http://127.0.0.1:${port}/`,
    '',
  ]
  if (backendUrl) return [...lines, `Storefront: http://localhost:${port}  in front of ${backendUrl}`, ''].join('\n')
  const width = Math.max(...slugs.map((slug) => slug.length))
  const urls = slugs.map((slug) =>
    slug === defaultStore
      ? `  ${slug.padEnd(width)}  http://localhost:${port}  (the default store)`
      : `  ${slug.padEnd(width)}  http://${slug}.localhost:${port}`,
  )
  return [...lines, ...(accessCodes ? [accessCodes] : []), 'Stores (Ctrl+C stops the server):', ...urls, ''].join('\n')
}
