import { Fragment } from 'react'
import { Link } from 'react-router'

const LINK = /\[([^\]]+)\]\((\/[^)\s]*)\)/g

/** Article text with its `[label](/path)` links turned into links within the store. */
export function InlineText({ text }: { text: string }) {
  const parts: (string | { label: string; to: string })[] = []
  let last = 0
  for (const match of text.matchAll(LINK)) {
    const at = match.index ?? 0
    if (at > last) parts.push(text.slice(last, at))
    parts.push({ label: match[1], to: match[2] })
    last = at + match[0].length
  }
  if (last < text.length) parts.push(text.slice(last))
  return (
    <>
      {parts.map((part, i) =>
        typeof part === 'string' ? (
          <Fragment key={i}>{part}</Fragment>
        ) : (
          <Link key={i} to={part.to}>
            {part.label}
          </Link>
        ),
      )}
    </>
  )
}
