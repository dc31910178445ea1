import type { AboutBlock } from '../../../domain/schemas/theme'

/**
 * Merchant text blocks (About page, theme extra pages): paragraphs and ordered lists. The
 * text is untrusted and only ever rendered as text, never as markup; blank lines inside a
 * paragraph start a new one.
 */
export function ContentBlocks({ blocks }: { blocks: readonly AboutBlock[] }) {
  return (
    <div className="content-blocks">
      {blocks.map((block, i) =>
        block.type === 'paragraph' ? (
          block.text
            .split(/\n\s*\n/)
            .filter((text) => text.trim() !== '')
            .map((text, j) => <p key={`${i}:${j}`}>{text.trim()}</p>)
        ) : (
          <ol key={i}>
            {block.items.map((item, j) => (
              <li key={j}>{item}</li>
            ))}
          </ol>
        ),
      )}
    </div>
  )
}
