import { describe, expect, it } from 'vitest'
import { utf8ByteLength } from './utf8-byte-length'

describe('utf8ByteLength', () => {
  it('counts the bytes Buffer.byteLength counts, for every kind of character', () => {
    const texts = [
      '',
      '<a href="/apparel" class="tile">',
      'Crème brûlée',
      '€ 12,00 — 送料無料',
      'Hoodie 🖤🌙',
      'lone high \ud83d here',
      'lone low \ude00 here',
      'pair at the end \ud83d\ude00',
      'high at the end \ud83d',
      '\u007f\u0080\u07ff\u0800\uffff',
    ]
    for (const text of texts) expect(utf8ByteLength(text), JSON.stringify(text)).toBe(Buffer.byteLength(text, 'utf8'))
  })

  it('agrees with TextEncoder on random text of every plane', () => {
    let seed = 7
    const next = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31
      return seed
    }
    for (let round = 0; round < 500; round++) {
      let text = ''
      for (let i = next() % 40; i > 0; i--) {
        const pick = next() % 4
        text +=
          pick === 0
            ? String.fromCharCode(next() % 0x80)
            : pick === 1
              ? String.fromCharCode(next() % 0x10000)
              : String.fromCodePoint(0x10000 + (next() % 0xfffff))
      }
      expect(utf8ByteLength(text)).toBe(new TextEncoder().encode(text).length)
    }
  })
})
