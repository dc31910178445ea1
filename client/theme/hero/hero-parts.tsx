import type { CSSProperties, ReactNode } from 'react'
import { Link } from 'react-router'
import { HERO_TITLE_FONT_REM } from '../../../domain/constants'
import type { ThemeContent } from '../../../domain/schemas/theme'
import { isExternal } from '../external-link'
import { ResponsiveImage } from '../../components/responsive-image'

type HeroContent = ThemeContent['heroBanner']

export interface HeroProps {
  hero: HeroContent
  /** The store's name: the page's heading when the hero has no title. */
  storeName: string
  /** The search box, when the hero shows one. */
  search: ReactNode
}

/** Nominal size of hero images: width and height keep the space before the image loads. */
const HERO_IMAGE = { width: 1600, height: 1000 } as const

/** The spec's hero title size, handed to the stylesheet as the title's largest size. */
const TITLE_STYLE = { '--hero-title-max': `${HERO_TITLE_FONT_REM}rem` } as CSSProperties

export function HeroText({ hero, storeName }: Pick<HeroProps, 'hero' | 'storeName'>) {
  return (
    <>
      {hero.subtitle ? <p className="hero__subtitle">{hero.subtitle}</p> : null}
      {hero.title ? (
        <h1 className="hero__title" style={TITLE_STYLE}>
          {hero.title}
        </h1>
      ) : (
        <h1 className="visually-hidden">{storeName}</h1>
      )}
      {hero.body ? <p className="hero__body">{hero.body}</p> : null}
    </>
  )
}

export function HeroActions({ hero, search }: Pick<HeroProps, 'hero' | 'search'>) {
  if (!hero.button && !search) return null
  const button = hero.button
  return (
    <div className="hero__actions">
      {search ? <div className="hero__search">{search}</div> : null}
      {button ? (
        isExternal(button.url) ? (
          <a className="button hero__button" href={button.url}>
            {button.label}
          </a>
        ) : (
          <Link className="button hero__button" to={button.url}>
            {button.label}
          </Link>
        )
      ) : null}
    </div>
  )
}

/** The hero's featured image: the page's likely LCP, so it loads first and eagerly. */
export function HeroImage({ src, className = 'hero__image' }: { src: string; className?: string }) {
  return (
    <ResponsiveImage
      className={className}
      src={src}
      layout="hero"
      width={HERO_IMAGE.width}
      height={HERO_IMAGE.height}
      fetchPriority="high"
      decoding="async"
    />
  )
}
