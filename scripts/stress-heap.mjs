// The worker isolate's own memory during `npm run stress`, read through the storefront
// isolate's devtools inspector (Miniflare's inspector proxy): a full garbage collection,
// then the V8 heap in use.
// workerd's RSS also holds Miniflare's local D1 and KV simulators and the allocator's
// arenas, so only this figure says whether the worker keeps what it should let go.

const INSPECTOR_WAIT_MS = 30_000

async function inspectorTarget(port) {
  const deadline = Date.now() + INSPECTOR_WAIT_MS
  while (Date.now() < deadline) {
    try {
      const targets = await (await fetch(`http://127.0.0.1:${port}/json`)).json()
      if (targets.length > 0) return targets[0].webSocketDebuggerUrl
    } catch {
      // The inspector is not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`The worker's inspector on port ${port} did not answer`)
}

/** Node 20 has WebSocket only behind a flag; `ws` (under wrangler's Miniflare) speaks the same API. */
async function webSocketClass() {
  return globalThis.WebSocket ?? (await import('ws')).default
}

/**
 * Connects to the worker's inspector; `sample()` answers the isolate's heap in use (KB)
 * right after a full collection. workerd reads inspector messages only while the isolate
 * runs, so `wake()` (a cheap request the worker itself answers, not a static asset) is sent
 * until the answer comes.
 */
export async function connectHeapProbe(port, wake) {
  const WebSocketClass = await webSocketClass()
  const socket = new WebSocketClass(await inspectorTarget(port))
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve)
    socket.addEventListener('error', () => reject(new Error("Could not connect to the worker's inspector")))
  })
  let nextId = 0
  const pending = new Map()
  socket.addEventListener('message', (event) => {
    const message = JSON.parse(String(event.data))
    pending.get(message.id)?.(message)
    pending.delete(message.id)
  })
  const call = (method) =>
    new Promise((resolve, reject) => {
      const id = ++nextId
      const waking = setInterval(wake, 250)
      const timer = setTimeout(() => {
        clearInterval(waking)
        pending.delete(id)
        reject(new Error(`The inspector did not answer ${method}`))
      }, 20_000)
      pending.set(id, (message) => {
        clearInterval(waking)
        clearTimeout(timer)
        if (message.error) reject(new Error(`${method}: ${message.error.message}`))
        else resolve(message.result)
      })
      socket.send(JSON.stringify({ id, method, params: {} }))
      wake()
    })
  return {
    async sample() {
      await call('HeapProfiler.collectGarbage')
      const usage = await call('Runtime.getHeapUsage')
      return Math.round(usage.usedSize / 1024)
    },
    close: () => socket.close(),
  }
}
