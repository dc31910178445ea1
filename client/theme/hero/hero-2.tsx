import { HeroActions, HeroImage, type HeroProps, HeroText } from './hero-parts'

/** Template 2, cover: the featured image fills the banner under centred text. */
export function Hero2({ hero, storeName, search }: HeroProps) {
  return (
    <section className={`hero hero--2${hero.imageUrl ? ' hero--has-cover' : ' hero--no-image'}`} data-template="2">
      {hero.imageUrl ? <HeroImage src={hero.imageUrl} className="hero__cover" /> : null}
      <div className="container hero__inner">
        <div className="hero__content">
          <HeroText hero={hero} storeName={storeName} />
          <HeroActions hero={hero} search={search} />
        </div>
      </div>
    </section>
  )
}
