import type { ExtraPage } from '../../../domain/schemas/theme'
import { ContentBlocks } from './content-blocks'
import './about.css'

/**
 * A theme-specific extra page (spec section 2), rendered in the store's layout with the
 * same untrusted-text rules as the About page. Find the page with resolveExtraPage.
 */
export function ExtraPageView({ page }: { page: ExtraPage }) {
  return (
    <div className="about page">
      <div className="container">
        <article className="about__story" aria-labelledby="extra-page-title">
          <h1 id="extra-page-title">{page.title}</h1>
          <ContentBlocks blocks={page.blocks} />
        </article>
      </div>
    </div>
  )
}
