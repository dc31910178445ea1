import { readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

/** The client's folder: where the tests that read every stylesheet start. */
export const CLIENT_DIR = join(import.meta.dirname, '..')

/** Every .css file under a folder (for tests that hold all stylesheets to one rule). */
export function cssFiles(dir: string = CLIENT_DIR): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return cssFiles(path)
    return name.endsWith('.css') ? [path] : []
  })
}
