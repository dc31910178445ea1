export class UsageError extends Error {}

export interface VerifyDomainOptions {
  domain: string
  url: string
  key: string
}

export function parseArgs(argv: string[], env?: Record<string, string | undefined>): VerifyDomainOptions

export function verifyDomain(
  options: VerifyDomainOptions,
  fetchImpl?: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>,
): Promise<string>
