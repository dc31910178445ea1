import { HeroActions, HeroImage, type HeroProps, HeroText } from './hero-parts'

/** Template 4, gallery: the featured image first, the text on a panel beside it. */
export function Hero4({ hero, storeName, search }: HeroProps) {
  return (
    <section className={`hero hero--4${hero.imageUrl ? '' : ' hero--no-image'}`} data-template="4">
      <div className="container hero__inner">
        {hero.imageUrl ? (
          <div className="hero__media">
            <HeroImage src={hero.imageUrl} />
          </div>
        ) : null}
        <div className="hero__content">
          <HeroText hero={hero} storeName={storeName} />
          <HeroActions hero={hero} search={search} />
        </div>
      </div>
    </section>
  )
}
