import { HeroActions, HeroImage, type HeroProps, HeroText } from './hero-parts'

/** Template 3, statement: big centred type, the search box under it, the image as a wide strip below. */
export function Hero3({ hero, storeName, search }: HeroProps) {
  return (
    <section className="hero hero--3" data-template="3">
      <div className="container hero__inner">
        <div className="hero__content">
          <HeroText hero={hero} storeName={storeName} />
          <HeroActions hero={hero} search={search} />
        </div>
        {hero.imageUrl ? (
          <div className="hero__media">
            <HeroImage src={hero.imageUrl} />
          </div>
        ) : null}
      </div>
    </section>
  )
}
