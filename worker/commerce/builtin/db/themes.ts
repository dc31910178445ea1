import { Theme } from '../../../../domain/schemas/theme'

/** The themes aggregate: a store's published theme and its unpublished draft. */

export interface StoreThemes {
  published: Theme | null
  draft: Theme | null
}

interface RawTheme {
  kind: 'published' | 'draft'
  data: string
}

/** A stored theme that no longer parses is treated as missing: the default theme shows. */
function toTheme(row: RawTheme): Theme | null {
  try {
    const parsed = Theme.safeParse(JSON.parse(row.data))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

export async function findThemes(db: D1Database, storeId: number): Promise<StoreThemes> {
  const { results } = await db.prepare('SELECT kind, data FROM themes WHERE store_id = ?1').bind(storeId).all<RawTheme>()
  const themes: StoreThemes = { published: null, draft: null }
  for (const row of results) themes[row.kind] = toTheme(row)
  return themes
}
