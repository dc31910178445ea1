export interface WranglerConfig {
  vars?: Record<string, string>
  d1_databases?: { binding: string; database_name: string; database_id: string }[]
  kv_namespaces?: { binding: string; id: string }[]
  [key: string]: unknown
}
export interface DeployCheck {
  problems: string[]
  warnings: string[]
}
export function parseDevVars(text: string): Record<string, string>
export function deployCheck(config: WranglerConfig, seen: Record<string, string | undefined>, held?: string[]): DeployCheck
export function localSettings(
  root: string,
  env?: Record<string, string | undefined>,
): { config: WranglerConfig; seen: Record<string, string> }
export function formatCheck(check: DeployCheck): string
