/** Strings up to this length are copied by a loop in V8; longer ones go to the runtime's encoder at once. */
const SHORT = 256

/**
 * The `TextEncoder` React's Node build writes its HTML with (`encodeInto` into a 4 KB buffer,
 * once for every attribute name, value and text of a page). workerd's `encodeInto` is a call
 * into C++ each time; a short string that is all ASCII is copied here inside V8 instead, with
 * the same bytes and the same `{ read, written }`. Anything else is the runtime's own
 * (scripts/build-worker.mjs, docs/decisions/077-first-render-cpu.md).
 */
export class AsciiFirstTextEncoder extends TextEncoder {
  override encodeInto(source: string, destination: Uint8Array): TextEncoderEncodeIntoResult {
    const length = source.length
    if (length <= SHORT && length <= destination.length) {
      for (let i = 0; i < length; i++) {
        const code = source.charCodeAt(i)
        if (code > 0x7f) return super.encodeInto(source, destination)
        destination[i] = code
      }
      return { read: length, written: length }
    }
    return super.encodeInto(source, destination)
  }
}
