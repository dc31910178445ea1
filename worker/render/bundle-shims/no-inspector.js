// The worker's `@statelyai/inspect` (wrangler.toml [alias]): the inspector only ever opens
// in a browser (client/actors/inspector.ts checks for a window), so the server
// bundle leaves out it and its socket, serialiser and stringify dependencies (about 100 KB).
export function createBrowserInspector() {
  throw new Error('The Stately inspector runs in the browser only')
}
