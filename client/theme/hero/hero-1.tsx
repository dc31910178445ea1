import { HeroActions, HeroImage, type HeroProps, HeroText } from './hero-parts'

/** Template 1, split: the text beside the featured image. */
export function Hero1({ hero, storeName, search }: HeroProps) {
  return (
    <section className={`hero hero--1${hero.imageUrl ? '' : ' hero--no-image'}`} data-template="1">
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
