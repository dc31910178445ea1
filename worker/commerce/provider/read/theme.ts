import { Theme } from '../../../../domain/schemas/theme'
import type { ThemeAnswer } from '../../port/catalog'
import { first, isRecord, slugify, storefrontPath, unwrap } from './loose'

/** A theme as read: the answer for the port, and what had to be left out of it. */
export type ThemeRead = { answer: ThemeAnswer; dropped: string[] }

/** null is "not set": removed everywhere, so each field takes its default. */
function withoutNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.filter((item) => item !== null).map(withoutNulls)
  if (!isRecord(value)) return value
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, item]) => item !== null)
      .map(([key, item]) => [key, withoutNulls(item)]),
  )
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined)

/** Category banners name their collection by slug; a backend may give only a title or a link. */
function category(value: unknown): unknown {
  if (!isRecord(value)) return value
  const title = first(text(value.title), text(value.name), text(value.label))
  const link = first(text(value.url), text(value.link), text(value.href), text(value.path))
  const linked = storefrontPath(link)?.split('/').filter(Boolean).join('/')
  const slug = first(text(value.slug), linked, title ? slugify(title) : undefined)
  const imageUrl = first(text(value.imageUrl), text(value.image), text(value.image_url))
  return { ...value, slug, title: title ?? slug, ...(imageUrl ? { imageUrl } : {}) }
}

function normalise(value: unknown): Record<string, unknown> {
  const theme = isRecord(value) ? { ...value } : {}
  theme.meta = isRecord(theme.meta) ? { storeName: '', ...theme.meta } : { storeName: '' }
  const content = theme.content
  if (isRecord(content) && Array.isArray(content.categories)) {
    theme.content = { ...content, categories: content.categories.map(category) }
  }
  return theme
}

/** Removes what an issue points at (or, for a missing field, the thing that needed it); false when nothing could go. */
function drop(root: Record<string, unknown>, path: readonly PropertyKey[]): boolean {
  for (let length = path.length; length > 0; length--) {
    const parent = path
      .slice(0, length - 1)
      .reduce<unknown>(
        (node, key) => (isRecord(node) || Array.isArray(node) ? (node as Record<PropertyKey, unknown>)[key] : undefined),
        root,
      )
    const key = path[length - 1]
    if (Array.isArray(parent) && typeof key === 'number' && key < parent.length) {
      parent.splice(key, 1)
      return true
    }
    if (isRecord(parent) && typeof key === 'string' && key in parent && key !== 'meta') {
      delete parent[key]
      return true
    }
  }
  return false
}

const MAX_REPAIRS = 50

/**
 * The theme service's answer (spec section 7): the theme bare or under `theme`, or
 * `{ statusCode, theme }`, where a 404 statusCode means the default theme and 401/403 the
 * access code is wanted. `null` means unset. A field the theme contract refuses (a colour
 * that is no colour, a template that does not exist) is left out, so it takes its default,
 * and is named in `dropped` to be logged; one bad field never costs the whole theme.
 */
export function readTheme(body: unknown): ThemeRead {
  const status = isRecord(body) && typeof body.statusCode === 'number' ? body.statusCode : 200
  if (status === 404) return { answer: { kind: 'not-found' }, dropped: [] }
  if (status === 401 || status === 403) return { answer: { kind: 'unauthorized' }, dropped: [] }
  const candidate = normalise(withoutNulls(unwrap(body, ['theme', 'data'])))
  const dropped: string[] = []
  for (let repair = 0; repair <= MAX_REPAIRS; repair++) {
    const parsed = Theme.safeParse(candidate)
    if (parsed.success) return { answer: { kind: 'theme', theme: parsed.data }, dropped }
    const issue = parsed.error.issues[0]
    if (!drop(candidate, issue.path)) break
    dropped.push(`${issue.path.join('.')}: ${issue.code}`)
  }
  return { answer: { kind: 'not-found' }, dropped: [...dropped, 'theme: refused as a whole'] }
}
