import { Link } from 'react-router'
import { useT } from '../i18n'
import { useShell } from '../app/shell'
import { ResponsiveImage } from '../components/responsive-image'
import { THUMBNAIL_SIZE } from '../../domain/constants'
import { readableOn } from '../../domain/contrast'

/** The theme's category banners: one card per category, leading to its collection page. */
export function CategoryBanners() {
  const t = useT()
  const { theme } = useShell()
  const categories = theme.content.categories
  if (categories.length === 0) return null
  const plain = { background: theme.styles.primaryColor, color: readableOn(theme.styles.primaryColor) }
  return (
    <section className="section categories" aria-labelledby="categories-title">
      <div className="container">
        <div className="section__head">
          <h2 id="categories-title" className="section__title">
            {t('home.categories')}
          </h2>
        </div>
        <ul className="categories__grid">
          {categories.map((category) => (
            <li key={category.slug}>
              <Link
                className={`category-card${category.imageUrl ? '' : ' category-card--plain'}`}
                to={`/${category.slug.replace(/^\/+/, '')}`}
                style={category.imageUrl ? undefined : plain}
              >
                {category.imageUrl ? (
                  <ResponsiveImage
                    className="category-card__image"
                    src={category.imageUrl}
                    layout="banner"
                    width={THUMBNAIL_SIZE}
                    height={THUMBNAIL_SIZE}
                    loading="lazy"
                    decoding="async"
                  />
                ) : null}
                <span className="category-card__text">
                  <span className="category-card__title">{category.title}</span>
                  <span className="category-card__cta">{t('home.shopCategory', { name: category.title })}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
