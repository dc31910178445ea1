/** Absolute http(s) URLs leave the store; paths and same-site URLs stay in it. */
export function isExternal(url: string): boolean {
  return /^https?:\/\//i.test(url)
}
