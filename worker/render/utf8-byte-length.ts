/**
 * How many bytes `text` takes in UTF-8, as TextEncoder writes it (a lone surrogate becomes
 * U+FFFD, three bytes). React's Node renderer measures every chunk of a finished segment
 * with Node's `Buffer.byteLength`, which in workerd is a call into the runtime per chunk;
 * the worker's build swaps it for this loop (scripts/build-worker.mjs, ADR 076).
 */
export function utf8ByteLength(text: string): number {
  let bytes = text.length
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    if (code < 0x80) continue
    if (code < 0x800) {
      bytes += 1
    } else if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      // A surrogate pair: two UTF-16 units, four bytes.
      bytes += 2
      i++
    } else {
      bytes += 2
    }
  }
  return bytes
}
