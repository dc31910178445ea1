import { useEffect, useState } from 'react'
import type { searchArticles } from './search-articles'

type SearchArticles = typeof searchArticles

let loaded: SearchArticles | null = null

/**
 * The article search with fuse.js, loaded when first wanted (a query in the box or the
 * address, a question in the chat), not with the page: most visits to /support never search.
 */
export async function loadArticleSearch(): Promise<SearchArticles> {
  loaded ??= (await import('./search-articles')).searchArticles
  return loaded
}

/** The search once it has loaded, else null; it is fetched while `wanted`. */
export function useArticleSearch(wanted: boolean): SearchArticles | null {
  const [search, setSearch] = useState<SearchArticles | null>(() => loaded)
  useEffect(() => {
    if (!wanted || search) return
    let current = true
    void loadArticleSearch().then((found) => {
      if (current) setSearch(() => found)
    })
    return () => {
      current = false
    }
  }, [wanted, search])
  return search
}
