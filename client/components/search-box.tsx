import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import type { ProductTile } from '../../domain/schemas/catalog'
import { useT } from '../i18n'
import { moveHighlight } from '../search/autocomplete'
import { isSearchable, SEARCH_PARAM, suggestionLabel } from '../search/search-config'
import type { SearchIndex } from '../search/search-index'
import { useShell } from '../app/shell'
import { SearchIcon } from './icons'
import { ResponsiveImage } from './responsive-image'
import './search-box.css'

export interface SearchBoxProps {
  label: string
  placeholder: string
  defaultValue?: string
  /** Resolves the fuzzy index; called on first use so fuse.js loads only when needed. */
  loadIndex: () => Promise<SearchIndex>
  /** Show the label above the field instead of only to assistive tech. */
  showLabel?: boolean
  autoFocus?: boolean
  className?: string
}

function searchHref(query: string): string {
  return `/search?${new URLSearchParams({ [SEARCH_PARAM]: query.trim() })}`
}

/** Loads the fuzzy index on first use and answers the query's suggestions once it is there. */
function useSuggestions(loadIndex: () => Promise<SearchIndex>, query: string) {
  const [index, setIndex] = useState<SearchIndex | null>(null)
  const loading = useRef<Promise<SearchIndex> | null>(null)
  const ensureIndex = () => {
    if (loading.current) return
    loading.current = loadIndex()
    loading.current.then(setIndex).catch(() => {
      // Suggestions are a convenience: the form still searches. Try again on next input.
      loading.current = null
    })
  }
  const suggestions: ProductTile[] = index && isSearchable(query) ? index.suggest(query) : []
  return { suggestions, ensureIndex }
}

interface SuggestionListProps {
  id: string
  label: string
  /** Empty while the list is closed. */
  suggestions: ProductTile[]
  highlight: number
  onHighlight(index: number): void
  onChoose(tile: ProductTile): void
}

/** The combobox's listbox: options the field's keys move through, or a pointer picks. */
function SuggestionList({ id, label, suggestions, highlight, onHighlight, onChoose }: SuggestionListProps) {
  const { searchKeys } = useShell().theme.layout
  return (
    <div id={id} role="listbox" aria-label={label} className="search-box__list" hidden={suggestions.length === 0}>
      {suggestions.map((tile, i) => {
        const text = suggestionLabel(tile, searchKeys)
        return (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the keys are handled by the combobox field (aria-activedescendant)
          <div
            key={tile.id}
            id={`${id}-${i}`}
            role="option"
            tabIndex={-1}
            aria-selected={i === highlight}
            className="search-box__option"
            onMouseDown={(event) => event.preventDefault()}
            onMouseEnter={() => onHighlight(i)}
            onClick={() => onChoose(tile)}
          >
            <ResponsiveImage src={tile.imageUrl} layout="suggestion" width={40} height={40} loading="lazy" />
            <span>
              <span className="search-box__name">{text.name}</span>
              {text.detail ? <span className="search-box__detail">{text.detail}</span> : null}
            </span>
          </div>
        )
      })}
    </div>
  )
}

/**
 * A search field with up to 5 suggestions (the ARIA combobox pattern): arrow keys move
 * through them, Enter opens the highlighted product or else searches, Escape closes the
 * list. Without script it is a plain GET form to /search.
 */
export function SearchBox({ label, placeholder, defaultValue = '', loadIndex, showLabel, autoFocus, className }: SearchBoxProps) {
  const t = useT()
  const navigate = useNavigate()
  const id = useId()
  const listId = `${id}-list`
  const [query, setQuery] = useState(defaultValue)
  const [open, setOpen] = useState(false)
  const [highlight, setHighlight] = useState(-1)
  const input = useRef<HTMLInputElement>(null)

  useEffect(() => setQuery(defaultValue), [defaultValue])

  // On the search page the field is the page's purpose: start there (not on other pages).
  useEffect(() => {
    if (autoFocus) input.current?.focus()
  }, [autoFocus])

  const { suggestions, ensureIndex } = useSuggestions(loadIndex, query)
  const expanded = open && suggestions.length > 0

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      setOpen(true)
      setHighlight((current) => moveHighlight(current, event.key as 'ArrowDown' | 'ArrowUp', suggestions.length))
    } else if (event.key === 'Enter' && expanded && highlight >= 0) {
      event.preventDefault()
      choose(suggestions[highlight])
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault()
      setOpen(false)
      setHighlight(-1)
    }
  }

  const choose = (tile: ProductTile) => {
    setOpen(false)
    setHighlight(-1)
    void navigate(tile.url)
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setOpen(false)
    void navigate(searchHref(query))
  }

  return (
    <form role="search" action="/search" method="get" className={['search-box', className].filter(Boolean).join(' ')} onSubmit={onSubmit}>
      <label htmlFor={id} className={showLabel ? 'search-box__label' : 'visually-hidden'}>
        {label}
      </label>
      <div className="search-box__field">
        <SearchIcon className="search-box__icon" />
        <input
          ref={input}
          id={id}
          name={SEARCH_PARAM}
          type="search"
          role="combobox"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="search"
          placeholder={placeholder}
          value={query}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && highlight >= 0 ? `${listId}-${highlight}` : undefined}
          onFocus={ensureIndex}
          onChange={(event) => {
            ensureIndex()
            setQuery(event.target.value)
            setOpen(true)
            setHighlight(-1)
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
        />
        <button type="submit" className="search-box__submit button">
          {t('search.submit')}
        </button>
      </div>
      <SuggestionList
        id={listId}
        label={t('search.suggestions')}
        suggestions={expanded ? suggestions : []}
        highlight={highlight}
        onHighlight={setHighlight}
        onChoose={choose}
      />
    </form>
  )
}
