import { Outlet } from '../router'
import { useScrollOnNavigate } from './use-scroll-on-navigate'

/** Above the store and checkout frames: what every page shares whatever its layout. */
export function RootLayout() {
  useScrollOnNavigate()
  return <Outlet />
}
