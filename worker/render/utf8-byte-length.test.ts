import { describe, expect, it } from 'vitest'
import { utf8ByteLength } from './utf8-byte-length'

const encoder = new TextEncoder()

describe('utf8ByteLength', () => {
  it('counts the bytes TextEncoder writes, for every kind of character a page holds', () => {
    const samples = [
      '',
      '<div class="checkout">',
      'Crème brûlée · 12,50 €',
      'Größe: XL — “Zoë”',
      '東京の店 ￥1,200',
      'emoji 🛒👕🏳️‍🌈 and a flag 🇳🇱',
      'a lone high \ud83d surrogate',
      'a lone low \ude00 surrogate',
      'pair at the end \ud83d\ude00',
      'high at the very end \ud83d',
      '\u007f\u0080\u07ff\u0800\uffff',
    ]
    for (const text of samples) expect(utf8ByteLength(text), JSON.stringify(text)).toBe(encoder.encode(text).byteLength)
  })

  it('agrees with TextEncoder on every UTF-16 code unit, alone and in pairs', () => {
    for (let code = 0; code <= 0xffff; code += 7) {
      const unit = String.fromCharCode(code)
      expect(utf8ByteLength(unit)).toBe(encoder.encode(unit).byteLength)
      const pair = unit + String.fromCharCode(0xdc00 + (code % 0x400))
      expect(utf8ByteLength(pair)).toBe(encoder.encode(pair).byteLength)
    }
  })
})
