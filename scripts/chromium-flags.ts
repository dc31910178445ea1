/**
 * How every Chromium of the project is launched (e2e, the bench's first visits, Lighthouse):
 * quiet, no sandbox (CI runs as root), and nothing but localhost resolves, so a page can
 * never reach the network and `{slug}.localhost` stores answer from this machine.
 */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1, EXCLUDE localhost, EXCLUDE *.localhost',
]
