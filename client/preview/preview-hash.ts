/** The token of a preview link (`#preview=…`), or null when the hash carries none. */
export function previewTokenFromHash(hash: string): string | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''))
  const token = params.get('preview')?.trim()
  return token ? token : null
}

/** The hash with the preview token taken out, so a reload or a shared URL does not carry it. */
export function hashWithoutPreview(hash: string): string {
  const params = new URLSearchParams(hash.replace(/^#/, ''))
  params.delete('preview')
  const rest = params.toString()
  return rest ? `#${rest}` : ''
}
