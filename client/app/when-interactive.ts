/**
 * Runs `start` once the page is hydrated (`data-hydrated` on the root element) and the
 * browser has a quiet moment, at most 3 s later: for work no shopper waits for.
 */
export function whenInteractive(start: () => void, win: Window = window): void {
  const idle = () => {
    if ('requestIdleCallback' in win) win.requestIdleCallback(() => start(), { timeout: 3000 })
    else setTimeout(start, 1)
  }
  const root = win.document.documentElement
  if (root.dataset.hydrated === 'true') {
    idle()
    return
  }
  const observer = new MutationObserver(() => {
    if (root.dataset.hydrated !== 'true') return
    observer.disconnect()
    idle()
  })
  observer.observe(root, { attributes: true, attributeFilter: ['data-hydrated'] })
}
