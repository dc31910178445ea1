import { type ChildProcess, spawn } from 'node:child_process'
import { bin, freePort, root, stopGroup, wranglerEnv } from './processes'

export interface DevServer {
  origin: string
  port: number
  stop(): Promise<void>
}

/**
 * `wrangler dev` (local workerd) on a free port of 127.0.0.1 with a seeded state folder and
 * a given client build. NODE_ENV=production so wrangler bundles React's production build,
 * as `wrangler deploy` does; otherwise dev builds would be measured.
 */
export async function startDevServer(options: { persistTo: string; assetsDir: string; timeoutMs?: number }): Promise<DevServer> {
  const port = await freePort()
  const env = { ...(await wranglerEnv()), NODE_ENV: 'production' }
  const args = [
    'dev',
    '--port',
    String(port),
    '--ip',
    '127.0.0.1',
    '--persist-to',
    options.persistTo,
    '--assets',
    options.assetsDir,
    '--show-interactive-dev-session=false',
    '--log-level',
    'error',
  ]
  const child: ChildProcess = spawn(bin('wrangler'), args, { cwd: root, env, detached: true, stdio: ['ignore', 'ignore', 'pipe'] })
  let stderr = ''
  let failed: Error | null = null
  child.on('error', (error) => {
    failed = error
  })
  child.stderr?.on('data', (chunk) => {
    stderr += chunk
  })
  // 127.0.0.1 is the default store like localhost, and Node may resolve localhost to ::1 first.
  const origin = `http://127.0.0.1:${port}`
  const deadline = Date.now() + (options.timeoutMs ?? 90_000)
  for (;;) {
    if (failed) throw new Error(`wrangler dev could not start: ${(failed as Error).message}`)
    if (child.exitCode !== null) throw new Error(`wrangler dev exited with ${child.exitCode}\n${stderr}`)
    try {
      const response = await fetch(`${origin}/`)
      await response.arrayBuffer()
      if (response.status === 200) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stopGroup(child)
      throw new Error(`wrangler dev did not answer on port ${port} within ${(options.timeoutMs ?? 90_000) / 1000} s\n${stderr}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  return { origin, port, stop: () => stopGroup(child) }
}
