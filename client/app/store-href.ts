import { useShell } from './shell'

/**
 * A store path in the page's locale (`/contact` → `/de/contact`), for the plain links React
 * Router does not write (its own links take the basename already).
 */
export function useStoreHref(): (path: string) => string {
  const { basename } = useShell()
  return (path) => (basename && path === '/' ? basename : `${basename}${path}`)
}
