import type { ArticleBlock, SupportArticle } from './articles'
import { InlineText } from './inline-text'
import { ShippingRatesTable, ShippingTimesTable } from './shipping-tables'

function Block({ block }: { block: ArticleBlock }) {
  switch (block.type) {
    case 'paragraph':
      return (
        <p>
          <InlineText text={block.text} />
        </p>
      )
    case 'list': {
      const List = block.ordered ? 'ol' : 'ul'
      return (
        <List>
          {block.items.map((item, i) => (
            <li key={i}>
              <InlineText text={item} />
            </li>
          ))}
        </List>
      )
    }
    case 'shippingRates':
      return <ShippingRatesTable />
    case 'shippingTimes':
      return <ShippingTimesTable />
  }
}

function sectionId(index: number): string {
  return `section-${index + 1}`
}

/** The article's sections, each a heading the side navigation links to. */
export function ArticleBody({ article }: { article: SupportArticle }) {
  return (
    <div className="article-body" lang="en">
      {article.sections.map((section, i) => (
        <section key={section.heading} aria-labelledby={sectionId(i)}>
          <h2 id={sectionId(i)}>{section.heading}</h2>
          {section.blocks.map((block, j) => (
            <Block key={j} block={block} />
          ))}
        </section>
      ))}
    </div>
  )
}
