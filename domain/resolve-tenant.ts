/**
 * Which store a request is for, decided from its Host header alone:
 * `localhost` (and 127.0.0.1) → the default store; `{slug}.localhost` → that slug;
 * `{slug}.{workers.dev subdomain}` → that slug on the default deployment host;
 * anything else is a custom domain, looked up in the domains table.
 */
export type TenantHint = { kind: 'default' } | { kind: 'slug'; slug: string } | { kind: 'domain'; host: string }

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/

export function resolveTenant(hostHeader: string | null | undefined): TenantHint {
  const host = (hostHeader ?? '').trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '')
  if (host === '' || host === 'localhost' || host === '127.0.0.1' || host === '[::1]') return { kind: 'default' }
  if (host.endsWith('.localhost')) {
    const label = host.slice(0, -'.localhost'.length)
    return SLUG.test(label) ? { kind: 'slug', slug: label } : { kind: 'domain', host }
  }
  if (host.endsWith('.workers.dev')) {
    const labels = host.split('.')
    // {worker}.{account}.workers.dev is the default store; {slug}.{worker}.{account}.workers.dev a store.
    if (labels.length <= 4) return { kind: 'default' }
    return SLUG.test(labels[0]) ? { kind: 'slug', slug: labels[0] } : { kind: 'domain', host }
  }
  return { kind: 'domain', host }
}
