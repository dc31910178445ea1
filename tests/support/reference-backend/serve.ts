import { createServer, type IncomingMessage, type Server } from 'node:http'

/** Serves a fetch handler (a Hono app's) over node:http: the reference backend's own process and socket. */
export function serve(handler: (request: Request) => Response | Promise<Response>, port: number, host = '127.0.0.1'): Promise<Server> {
  const server = createServer(async (incoming, outgoing) => {
    try {
      const response = await handler(await toRequest(incoming, host, port))
      const headers: Record<string, string> = {}
      response.headers.forEach((value, name) => {
        headers[name] = value
      })
      outgoing.writeHead(response.status, headers)
      outgoing.end(Buffer.from(await response.arrayBuffer()))
    } catch (error) {
      console.error(error)
      outgoing.writeHead(500, { 'content-type': 'application/json' })
      outgoing.end(JSON.stringify({ error: 'The reference backend failed' }))
    }
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => resolve(server))
  })
}

async function toRequest(incoming: IncomingMessage, host: string, port: number): Promise<Request> {
  const chunks: Buffer[] = []
  for await (const chunk of incoming) chunks.push(chunk as Buffer)
  const headers = new Headers()
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (typeof value === 'string') headers.set(name, value)
    else if (Array.isArray(value)) for (const item of value) headers.append(name, item)
  }
  const method = incoming.method ?? 'GET'
  const url = `http://${incoming.headers.host ?? `${host}:${port}`}${incoming.url ?? '/'}`
  return new Request(url, { method, headers, body: method === 'GET' || method === 'HEAD' ? undefined : Buffer.concat(chunks) })
}
