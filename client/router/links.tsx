import type { AnchorHTMLAttributes, FormHTMLAttributes, MouseEvent, ReactNode, SubmitEvent } from 'react'
import { useNavigator, useRouterState } from './contexts'

/** Whether a click on a link should be left to the browser (a new tab, a download, another frame). */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) &&
    (!target || target === '_self')
  )
}

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string | { pathname: string; search?: string; hash?: string }
  replace?: boolean
}

function hrefOf(to: LinkProps['to']): string {
  return typeof to === 'string' ? to : to.pathname + (to.search ?? '') + (to.hash ?? '')
}

/** A link inside the store: a client-side navigation, a plain link without script or for a new tab. */
export function Link({ to, replace, onClick, target, ...rest }: LinkProps) {
  const { navigate } = useNavigator()
  const href = hrefOf(to)
  return (
    <a
      {...rest}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event)
        if (!isPlainClick(event, target)) return
        event.preventDefault()
        void navigate(href, { replace })
      }}
    />
  )
}

interface NavLinkProps extends Omit<LinkProps, 'className'> {
  className?: string
  /** Active only on exactly this path, not below it. */
  end?: boolean
  children?: ReactNode
}

/** A menu link: `active` and `aria-current="page"` on the page it leads to. */
export function NavLink({ className, end, to, ...rest }: NavLinkProps) {
  const { pathname } = useRouterState().location
  const target = new URL(hrefOf(to), 'http://x').pathname
  const active = pathname === target || (!end && target !== '/' && pathname.startsWith(`${target}/`))
  return (
    <Link
      {...rest}
      to={to}
      className={[className, active ? 'active' : ''].filter(Boolean).join(' ') || undefined}
      aria-current={active ? 'page' : undefined}
    />
  )
}

interface FormProps extends Omit<FormHTMLAttributes<HTMLFormElement>, 'method' | 'action'> {
  method: 'get'
  action: string
}

/** A GET form (search, order tracking): a client-side navigation to `action?fields`, a plain form without script. */
export function Form({ onSubmit, action, ...rest }: FormProps) {
  const { navigate } = useNavigator()
  return (
    <form
      {...rest}
      action={action}
      onSubmit={(event: SubmitEvent<HTMLFormElement>) => {
        onSubmit?.(event)
        if (event.defaultPrevented) return
        event.preventDefault()
        const fields = new FormData(event.currentTarget, event.nativeEvent.submitter)
        const query = new URLSearchParams(fields as unknown as Record<string, string>)
        void navigate(`${action}?${query}`)
      }}
    />
  )
}
