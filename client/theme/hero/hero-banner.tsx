import type { ReactNode } from 'react'
import type { ThemeContent } from '../../../domain/schemas/theme'
import { useShell } from '../../app/shell'
import { HeroActions, HeroImage, type HeroProps, HeroText } from './hero-parts'
import './hero.css'

/** How a template lays the hero out; the stylesheet does the rest by `hero--{template}`. */
interface HeroVariant {
  /** The featured image comes before the text. */
  mediaFirst: boolean
  /** The image fills the banner behind the text instead of sitting beside it. */
  cover: boolean
  /** The text sits on a card over the image. */
  card: boolean
  /** Without an image the hero is marked `hero--no-image`, and its text takes the width. */
  marksNoImage: boolean
}

const VARIANTS: Record<ThemeContent['heroBanner']['template'], HeroVariant> = {
  /** Split: the text beside the featured image. */
  '1': { mediaFirst: false, cover: false, card: false, marksNoImage: true },
  /** Cover: the featured image fills the banner under centred text. */
  '2': { mediaFirst: false, cover: true, card: false, marksNoImage: true },
  /** Statement: big centred type, the search box under it, the image as a wide strip below. */
  '3': { mediaFirst: false, cover: false, card: false, marksNoImage: false },
  /** Gallery: the featured image first, the text on a panel beside it. */
  '4': { mediaFirst: true, cover: false, card: false, marksNoImage: true },
  /** Poster: a wide image with the text on a card that overlaps its lower corner. */
  '5': { mediaFirst: true, cover: false, card: true, marksNoImage: true },
}

function heroClass(template: string, variant: HeroVariant, hasImage: boolean): string {
  if (variant.cover) return `hero hero--${template}${hasImage ? ' hero--has-cover' : ' hero--no-image'}`
  return `hero hero--${template}${variant.marksNoImage && !hasImage ? ' hero--no-image' : ''}`
}

/** The hero in one of the theme's five templates. */
function Hero({ template, hero, storeName, search }: HeroProps & { template: keyof typeof VARIANTS }) {
  const variant = VARIANTS[template]
  const media =
    hero.imageUrl && !variant.cover ? (
      <div className="hero__media">
        <HeroImage src={hero.imageUrl} />
      </div>
    ) : null
  return (
    <section className={heroClass(template, variant, Boolean(hero.imageUrl))} data-template={template}>
      {hero.imageUrl && variant.cover ? <HeroImage src={hero.imageUrl} className="hero__cover" /> : null}
      <div className="container hero__inner">
        {variant.mediaFirst ? media : null}
        <div className={variant.card ? 'hero__content hero__card' : 'hero__content'}>
          <HeroText hero={hero} storeName={storeName} />
          <HeroActions hero={hero} search={search} />
        </div>
        {variant.mediaFirst ? null : media}
      </div>
    </section>
  )
}

/** The hero banner in the theme's template; `search` is shown when the theme turns it on. */
export function HeroBanner({ search }: { search: ReactNode }) {
  const { theme, store } = useShell()
  const hero = theme.content.heroBanner
  const storeName = theme.meta.storeName || store.name
  const empty = !hero.title && !hero.subtitle && !hero.body && !hero.imageUrl && !hero.button && !hero.showSearch
  if (empty) return <h1 className="visually-hidden">{storeName}</h1>
  const template = hero.template in VARIANTS ? hero.template : '1'
  return <Hero template={template} hero={hero} storeName={storeName} search={hero.showSearch ? search : null} />
}
