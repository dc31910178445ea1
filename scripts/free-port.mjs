import { createServer } from 'node:net'

/** A TCP port on 127.0.0.1 that nothing listens on right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

/**
 * The environment of an e2e run: E2E_PORT for the built-in storefront, E2E_PROVIDER_PORT and
 * E2E_REFERENCE_PORT for the provider-mode storefront and its reference backend, each free
 * and all different (a given E2E_PORT is kept).
 */
export async function e2ePorts(given = process.env.E2E_PORT) {
  const ports = new Set(given ? [Number(given)] : [])
  while (ports.size < 3) ports.add(await freePort())
  const [port, provider, reference] = [...ports]
  return { E2E_PORT: String(port), E2E_PROVIDER_PORT: String(provider), E2E_REFERENCE_PORT: String(reference) }
}

/** Whether nothing listens on 127.0.0.1:`port` right now. */
export function isPortFree(port) {
  return new Promise((resolve) => {
    const server = createServer()
    server.once('error', () => resolve(false))
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)))
  })
}
