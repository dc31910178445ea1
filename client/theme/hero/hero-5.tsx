import { HeroActions, HeroImage, type HeroProps, HeroText } from './hero-parts'

/** Template 5, poster: a wide image with the text on a card that overlaps its lower corner. */
export function Hero5({ hero, storeName, search }: HeroProps) {
  return (
    <section className={`hero hero--5${hero.imageUrl ? '' : ' hero--no-image'}`} data-template="5">
      <div className="container hero__inner">
        {hero.imageUrl ? (
          <div className="hero__media">
            <HeroImage src={hero.imageUrl} />
          </div>
        ) : null}
        <div className="hero__content hero__card">
          <HeroText hero={hero} storeName={storeName} />
          <HeroActions hero={hero} search={search} />
        </div>
      </div>
    </section>
  )
}
