/**
 * The store's router (docs/decisions/090-router-facade.md): what pages import instead of
 * react-router's components and hooks. Loaders' `data`, `redirect`, `replace` and
 * `redirectDocument` follow React Router's conventions, which the worker's static handler reads.
 */
export type { LoaderFunction, LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router'
export { data, isRouteErrorResponse, redirect, redirectDocument, replace } from './responses'
export {
  useHistoryEntry,
  useLoaderData,
  useLocation,
  useNavigate,
  useNavigation,
  useRevalidator,
  useRouteError,
  useSearchParams,
} from './hooks'
export { Form, Link, NavLink } from './links'
export { Outlet } from './route-view'
