export class InputError extends Error {}
export function refreshRunningWorker(
  slug: string,
  options: { url?: string; remote?: boolean; persistTo?: string },
  io?: { fetch?: (url: string, init: RequestInit) => Promise<Response>; env?: Record<string, string | undefined> },
): Promise<string>
