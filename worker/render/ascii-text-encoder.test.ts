import { describe, expect, it } from 'vitest'
import { AsciiFirstTextEncoder } from './ascii-text-encoder'

/** Writes `text` into a buffer of `size` bytes that already holds other bytes, as React does. */
function written(encoder: TextEncoder, text: string, size: number) {
  const buffer = new Uint8Array(size).fill(0xee)
  const result = encoder.encodeInto(text, buffer)
  return { read: result.read, written: result.written, bytes: [...buffer] }
}

describe('AsciiFirstTextEncoder', () => {
  const texts = [
    '',
    'class',
    '<a href="/listing/midnight-hoodie" class="tile__link">',
    'Crème brûlée',
    '€ 12,00 — 送料無料',
    'Hoodie 🖤',
    'lone \ud83d surrogate',
    'x'.repeat(256),
    'x'.repeat(257),
    `${'y'.repeat(300)}é`,
  ]

  it('writes the bytes, and answers the read and written counts, that TextEncoder does', () => {
    for (const text of texts)
      for (const size of [0, 1, 5, 16, 255, 256, 4096])
        expect(written(new AsciiFirstTextEncoder(), text, size), `${JSON.stringify(text.slice(0, 20))} into ${size}`).toEqual(
          written(new TextEncoder(), text, size),
        )
  })

  it('encodes whole strings as TextEncoder does', () => {
    for (const text of texts) expect(new AsciiFirstTextEncoder().encode(text)).toEqual(new TextEncoder().encode(text))
  })
})
