import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'

// V8 hands out `gc` to contexts made after the flag is set; the test runner's own was made before.
setFlagsFromString('--expose-gc')
const gc = runInNewContext('gc') as () => void

/** A full collection now, so a test can show that something it relies on is held strongly. */
export function collectGarbage(): void {
  gc()
}
