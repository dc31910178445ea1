// Finds Chromium as DESIGN.md says: CHROME_PATH, else /usr/bin/chromium, else installs
// Debian's `chromium` when root with apt, else stops with a message naming the package.
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'

export function findChromium() {
  const named = process.env.CHROME_PATH
  if (named) {
    if (existsSync(named)) return named
    throw new Error(`CHROME_PATH names ${named}, which does not exist. Point it at a Chromium binary or unset it.`)
  }
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium'
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log('Chromium not found: installing Debian package "chromium" with apt-get…')
    try {
      execFileSync('apt-get', ['update'], { stdio: 'inherit' })
      execFileSync('apt-get', ['install', '-y', 'chromium'], {
        stdio: 'inherit',
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      })
    } catch {
      // Falls through to the message below.
    }
    if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium'
  }
  throw new Error(
    'Chromium is needed for the end-to-end tests. Install the Debian package "chromium" (apt-get install chromium) or set CHROME_PATH.',
  )
}
