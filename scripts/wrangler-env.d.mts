import type { SpawnOptions } from 'node:child_process'

export const wranglerEnv: NodeJS.ProcessEnv
export const wranglerBin: string
export function run(command: string, args: string[], options?: SpawnOptions): Promise<void>
export function runLogged(
  command: string,
  args: string[],
  options: SpawnOptions & { log: NodeJS.WritableStream; echo?: boolean },
): Promise<string>
