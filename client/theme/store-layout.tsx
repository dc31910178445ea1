import { Link, Outlet } from 'react-router'
import { useShell } from '../lib/shell'

export function StoreLayout() {
  const shell = useShell()
  return (
    <>
      <header className="site-header">
        <Link to="/">{shell.theme.meta.storeName || shell.store.name}</Link>
      </header>
      <main id="main">
        <Outlet />
      </main>
    </>
  )
}
