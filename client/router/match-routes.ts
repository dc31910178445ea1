import type { RouteObject } from 'react-router'
import type { RouteMatch } from './route-state'

/**
 * React Router's route matching (its flattenRoutes, rankRouteBranches and matchRouteBranch),
 * so the browser picks the route the worker's static handler picked, without shipping React
 * Router: static segments outrank `:params`, which outrank `*`; among equals, the earlier
 * sibling wins. Optional segments (`:id?`) are not supported: the route table has none.
 */

interface CompiledSegment {
  route: RouteObject
  relativePath: string
  matcher: RegExp
  paramNames: string[]
}

interface Branch {
  score: number
  childIndexes: number[]
  segments: CompiledSegment[]
}

const joinPaths = (paths: string[]) => paths.join('/').replace(/\/\/+/g, '/')
const isSplat = (segment: string) => segment === '*'

function computeScore(path: string, index: boolean): number {
  const segments = path.split('/')
  const initial = segments.length + (segments.some(isSplat) ? -2 : 0) + (index ? 2 : 0)
  return segments
    .filter((segment) => !isSplat(segment))
    .reduce((score, segment) => score + (/^:[\w-]+$/.test(segment) ? 3 : segment === '' ? 1 : 10), initial)
}

function compilePath(path: string, end: boolean): { matcher: RegExp; paramNames: string[] } {
  const paramNames: string[] = []
  let source = `^${path
    .replace(/\/*\*?$/, '')
    .replace(/^\/*/, '/')
    .replace(/[\\.*+^${}|()[\]]/g, '\\$&')
    .replace(/\/:([\w-]+)/g, (_, name: string) => {
      paramNames.push(name)
      return '/([^\\/]+)'
    })}`
  if (path.endsWith('*')) {
    paramNames.push('*')
    source += path === '*' || path === '/*' ? '(.*)$' : '(?:\\/(.+)|\\/*)$'
  } else if (end) {
    source += '\\/*$'
  } else if (path !== '' && path !== '/') {
    source += '(?:(?=\\/|$))'
  }
  return { matcher: new RegExp(source, 'i'), paramNames }
}

function flattenRoutes(
  routes: readonly RouteObject[],
  branches: Branch[] = [],
  parents: { route: RouteObject; relativePath: string; childIndex: number }[] = [],
  parentPath = '',
): Branch[] {
  routes.forEach((route, childIndex) => {
    const chain = [...parents, { route, relativePath: route.path ?? '', childIndex }]
    const path = joinPaths([parentPath, route.path ?? ''])
    if (route.children?.length) flattenRoutes(route.children, branches, chain, path)
    if (route.path == null && !route.index) return
    branches.push({
      score: computeScore(path, route.index === true),
      childIndexes: chain.map((meta) => meta.childIndex),
      segments: chain.map((meta, i) => ({
        route: meta.route,
        relativePath: meta.relativePath,
        ...compilePath(meta.relativePath, i === chain.length - 1),
      })),
    })
  })
  return branches
}

function compareIndexes(a: number[], b: number[]): number {
  const siblings = a.length === b.length && a.slice(0, -1).every((n, i) => n === b[i])
  return siblings ? (a.at(-1) as number) - (b.at(-1) as number) : 0
}

const trimTrailingSlashes = (path: string) => path.replace(/(.)\/+$/, '$1')

function matchBranch(branch: Branch, pathname: string): RouteMatch[] | null {
  const params: Record<string, string> = {}
  let matchedPathname = '/'
  const matches: RouteMatch[] = []
  for (const segment of branch.segments) {
    const remaining = matchedPathname === '/' ? pathname : pathname.slice(matchedPathname.length) || '/'
    const found = remaining.match(segment.matcher)
    if (!found) return null
    const matched = found[0]
    let base = trimTrailingSlashes(matched)
    segment.paramNames.forEach((name, i) => {
      const value = found[i + 1] ?? ''
      if (name === '*') base = trimTrailingSlashes(matched.slice(0, matched.length - value.length))
      params[name] = value.replace(/%2F/g, '/')
    })
    matches.push({ route: segment.route, params, pathname: joinPaths([matchedPathname, matched]) })
    if (base !== '/') matchedPathname = joinPaths([matchedPathname, base])
  }
  return matches
}

function decodePath(path: string): string {
  try {
    return path
      .split('/')
      .map((part) => decodeURIComponent(part).replace(/\//g, '%2F'))
      .join('/')
  } catch {
    return path
  }
}

const rankedBranches = new WeakMap<readonly RouteObject[], Branch[]>()

/** The routes a pathname renders, outer to inner, or null when none matches. */
export function matchRoutes(routes: readonly RouteObject[], pathname: string): RouteMatch[] | null {
  let branches = rankedBranches.get(routes)
  if (!branches) {
    branches = flattenRoutes(routes).sort((a, b) =>
      a.score !== b.score ? b.score - a.score : compareIndexes(a.childIndexes, b.childIndexes),
    )
    rankedBranches.set(routes, branches)
  }
  const decoded = decodePath(pathname || '/')
  for (const branch of branches) {
    const matches = matchBranch(branch, decoded)
    if (matches) return matches
  }
  return null
}
