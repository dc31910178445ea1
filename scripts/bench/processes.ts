import { spawn } from 'node:child_process'

/** The project's root folder (scripts/bench/ is two levels down). */
export const root = new URL('../../', import.meta.url).pathname
export const bin = (name: string) => `${root}node_modules/.bin/${name}`

interface WranglerEnvModule {
  wranglerEnv: NodeJS.ProcessEnv
}

/** The shared scripts are plain ES modules; a computed specifier keeps tsc from typing them as any. */
async function importScript<T>(name: string): Promise<T> {
  return (await import(new URL(`../${name}`, import.meta.url).href)) as T
}

/** The environment that keeps wrangler off the network (scripts/wrangler-env.mjs). */
export async function wranglerEnv(): Promise<NodeJS.ProcessEnv> {
  return (await importScript<WranglerEnvModule>('wrangler-env.mjs')).wranglerEnv
}

/**
 * Migrates and seeds a local D1/KV state folder exactly as `npm start` does
 * (scripts/prepare-local.mjs), in a child process so its wrangler output stays out of the report.
 */
export async function prepareState(persistTo: string): Promise<void> {
  const script = `import(${JSON.stringify(new URL('../prepare-local.mjs', import.meta.url).href)}).then((m) => m.prepareLocalDatabase({ persistTo: ${JSON.stringify(persistTo)} }))`
  await capture(process.execPath, ['--input-type=module', '-e', script], await wranglerEnv())
}

export interface Output {
  code: number | null
  stdout: string
  stderr: string
}

/** Runs a command to its end, collecting its output; rejects when it fails. */
export function capture(command: string, args: readonly string[], env: NodeJS.ProcessEnv, cwd = root): Promise<Output> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk) => {
      stdout += chunk
    })
    child.stderr.on('data', (chunk) => {
      stderr += chunk
    })
    child.on('error', reject)
    child.on('exit', (code) => {
      if (code === 0) resolve({ code, stdout, stderr })
      else reject(new Error(`${command} ${args.join(' ')} exited with ${code}\n${stderr || stdout}`.trim()))
    })
  })
}

interface FindChromiumModule {
  findChromium(): string
}

/** Debian's Chromium as `npm test` finds it (scripts/find-chromium.mjs). */
export async function chromiumPath(): Promise<string> {
  return (await importScript<FindChromiumModule>('find-chromium.mjs')).findChromium()
}
