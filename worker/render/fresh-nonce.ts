/**
 * A kept page with this request's CSP nonce: every element the render gave a nonce (the
 * inline style, the shell, React's and React Router's inline scripts, the entry script)
 * gets the new one, so it matches the Content-Security-Policy this answer is sent with.
 * HTMLRewriter streams: the page is not held in memory to be rewritten.
 */
export function withFreshNonce(page: Response, nonce: string): Response {
  return new HTMLRewriter()
    .on('[nonce]', {
      element(element) {
        element.setAttribute('nonce', nonce)
      },
    })
    .transform(page)
}
