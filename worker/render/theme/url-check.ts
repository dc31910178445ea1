/**
 * The URL check of spec section 5: an optional protocol, http(s) only, and never a
 * private, loopback, link-local or metadata address — in any spelling of it.
 */
export function isSafePublicUrl(input: string, { httpsOnly = false }: { httpsOnly?: boolean } = {}): boolean {
  const withProtocol = /^[a-z][a-z0-9+.-]*:/i.test(input) ? input : `https://${input}`
  let url: URL
  try {
    url = new URL(withProtocol)
  } catch {
    return false
  }
  if (url.protocol !== 'https:' && (httpsOnly || url.protocol !== 'http:')) return false
  if (url.username || url.password) return false
  return !isPrivateHost(url.hostname)
}

export function isPrivateHost(hostname: string): boolean {
  const host = hostname
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '')
  if (host === '' || host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.internal') || host.endsWith('.local'))
    return true
  if (host === 'metadata.google.internal' || host === 'metadata') return true
  if (host.includes(':')) return isPrivateIpv6(host)
  // URL() already normalises decimal, octal and hex IPv4 spellings to dotted quads.
  const octets = host.split('.')
  if (octets.length === 4 && octets.every((o) => /^\d{1,3}$/.test(o))) return isPrivateIpv4(octets.map(Number))
  return false
}

function isPrivateIpv4([a, b]: number[]): boolean {
  return (
    a === 0 ||
    a === 10 ||
    a === 127 ||
    (a === 100 && b >= 64 && b <= 127) ||
    (a === 169 && b === 254) ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 198 && (b === 18 || b === 19)) ||
    a >= 224
  )
}

function isPrivateIpv6(host: string): boolean {
  if (host === '::' || host === '::1') return true
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(host)
  if (mapped) return isPrivateIpv4(mapped[1].split('.').map(Number))
  const mappedHex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(host)
  if (mappedHex) {
    const high = Number.parseInt(mappedHex[1], 16)
    const low = Number.parseInt(mappedHex[2], 16)
    return isPrivateIpv4([high >> 8, high & 255, low >> 8, low & 255])
  }
  const first = Number.parseInt(host.split(':')[0] || '0', 16)
  return (first & 0xfe00) === 0xfc00 || (first & 0xffc0) === 0xfe80 || (first & 0xff00) === 0xff00
}
