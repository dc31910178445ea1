import { data, type LoaderFunctionArgs } from 'react-router'
import { requireSupport } from './require-support'

/** Any deeper /support/… path: home without the support flag (like every support path), else 404. */
export function loader({ context }: LoaderFunctionArgs): never {
  requireSupport(context)
  throw data(null, { status: 404 })
}

export function Component() {
  return null
}
