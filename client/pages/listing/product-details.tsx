import { Link } from 'react-router'
import { PRODUCT_DETAIL_TOGGLES } from '../../../domain/constants'
import type { Listing, Product } from '../../../domain/schemas/catalog'
import { FlagIcon } from '../../components/icons'
import { useT } from '../../i18n'
import type { PlainMessageKey } from '../../i18n'

/** Merchant text as paragraphs: blank lines separate them; nothing in it is markup. */
function Paragraphs({ text }: { text: string }) {
  return (
    <>
      {text
        .split(/\n\s*\n/)
        .map((paragraph) => paragraph.trim())
        .filter(Boolean)
        .map((paragraph, i) => (
          <p key={i}>{paragraph}</p>
        ))}
    </>
  )
}

const SECTIONS: { key: keyof typeof PRODUCT_DETAIL_TOGGLES; label: PlainMessageKey }[] = [
  { key: 'description', label: 'listing.description' },
  { key: 'materials', label: 'listing.materials' },
  { key: 'fit', label: 'listing.fit' },
  { key: 'comparableBrands', label: 'listing.comparableBrands' },
]

/** Description and materials open, fit and comparable brands closed (spec section 9). */
function DetailAccordions({ listing, product }: { listing: Listing; product: Product }) {
  const t = useT()
  const text = (key: (typeof SECTIONS)[number]['key']) =>
    key === 'description' ? [listing.description, product.details.description].filter(Boolean).join('\n\n') : product.details[key]
  return (
    <div className="accordions">
      {SECTIONS.filter((section) => text(section.key)).map((section) => (
        <details key={section.key} className="accordion" open={PRODUCT_DETAIL_TOGGLES[section.key]}>
          <summary className="accordion__summary">{t(section.label)}</summary>
          <div className="accordion__body">
            <Paragraphs text={text(section.key)} />
          </div>
        </details>
      ))}
    </div>
  )
}

function ReportLink({ slug }: { slug: string }) {
  const t = useT()
  return (
    <p className="report">
      <Link to={`/contact?${new URLSearchParams({ listing: slug })}`} className="report__link">
        <FlagIcon size={16} />
        {t('listing.report')}
      </Link>
    </p>
  )
}

/**
 * The product's description, materials, fit and comparable brands, and the report link,
 * below the form. It hydrates after the page (./later-parts.ts): `<details>` and a link
 * work as served meanwhile.
 */
export function ProductDetails({ listing, product }: { listing: Listing; product: Product }) {
  return (
    <>
      <DetailAccordions listing={listing} product={product} />
      <ReportLink slug={listing.slug} />
    </>
  )
}
