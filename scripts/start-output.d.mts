export function readyServer(line: string): { port: number } | null
export function shownAfterReady(line: string, options: { watch: boolean }): boolean
export function seededSlugs(seeded: string, defaultStore: string): string[]
export function startSummary(options: {
  port: number
  slugs: string[]
  defaultStore: string
  accessCodes?: string
  backendUrl?: string
}): string
