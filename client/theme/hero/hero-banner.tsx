import type { ReactNode } from 'react'
import { useShell } from '../../app/shell'
import { Hero1 } from './hero-1'
import { Hero2 } from './hero-2'
import { Hero3 } from './hero-3'
import { Hero4 } from './hero-4'
import { Hero5 } from './hero-5'
import './hero.css'

const TEMPLATES = { '1': Hero1, '2': Hero2, '3': Hero3, '4': Hero4, '5': Hero5 } as const

/** The hero banner in the theme's template; `search` is shown when the theme turns it on. */
export function HeroBanner({ search }: { search: ReactNode }) {
  const { theme, store } = useShell()
  const hero = theme.content.heroBanner
  const storeName = theme.meta.storeName || store.name
  const empty = !hero.title && !hero.subtitle && !hero.body && !hero.imageUrl && !hero.button && !hero.showSearch
  if (empty) return <h1 className="visually-hidden">{storeName}</h1>
  const Template = TEMPLATES[hero.template] ?? Hero1
  return <Template hero={hero} storeName={storeName} search={hero.showSearch ? search : null} />
}
