/**
 * Adds an async third-party script with the page's nonce (CSP strict-dynamic would allow
 * one the app's own code inserts anyway) and the data attributes it reads.
 */
export function injectScript(doc: Document, src: string, data: Record<string, string> = {}): HTMLScriptElement {
  const script = doc.createElement('script')
  script.async = true
  script.src = src
  for (const [name, value] of Object.entries(data)) script.dataset[name] = value
  const nonce = (doc.querySelector('script[nonce]') as HTMLScriptElement | null)?.nonce
  if (nonce) script.nonce = nonce
  doc.head.appendChild(script)
  return script
}
