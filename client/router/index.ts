/**
 * The store's router (docs/decisions/090-router-facade.md): what pages import instead of
 * react-router's components and hooks. Loaders keep react-router's `data`, `redirect`,
 * `replace` and `redirectDocument`, which the worker's static handler understands.
 */
export {
  data,
  isRouteErrorResponse,
  type LoaderFunction,
  type LoaderFunctionArgs,
  redirect,
  redirectDocument,
  replace,
  type ShouldRevalidateFunctionArgs,
} from 'react-router'
export type { NavigateOptions } from './client-router'
export {
  useHistoryEntry,
  useLoaderData,
  useLocation,
  useNavigate,
  useNavigation,
  useParams,
  useRevalidator,
  useRouteError,
  useSearchParams,
} from './hooks'
export { Form, Link, NavLink } from './links'
export { Outlet } from './route-view'
