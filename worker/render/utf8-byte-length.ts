/** Any character that UTF-8 writes in more than one byte. */
const BEYOND_ASCII = /[^\0-\x7f]/

/**
 * The bytes `text` takes in UTF-8, as `Buffer.byteLength(text, 'utf8')` counts them (a lone
 * surrogate is written as U+FFFD, three bytes). React's Node build asks this of every string
 * it renders (its `byteLengthOfChunk`, thousands of times a page); in workerd each
 * `Buffer.byteLength` call crosses into C++, where this is answered inside V8, and for the
 * ASCII that most chunks are, by one regular-expression scan (scripts/build-worker.mjs, ADR 077).
 */
export function utf8ByteLength(text: string): number {
  if (!BEYOND_ASCII.test(text)) return text.length
  let bytes = 0
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    if (code < 0x80) bytes += 1
    else if (code < 0x800) bytes += 2
    else if (code >= 0xd800 && code < 0xdc00 && i + 1 < text.length && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      bytes += 4
      i++
    } else bytes += 3
  }
  return bytes
}
