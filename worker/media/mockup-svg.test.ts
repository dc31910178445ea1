import { describe, expect, it } from 'vitest'
import { MockupKind } from '../../domain/schemas/store-import'
import { escapeHtml as escapeXml } from '../render/escape-html'
import { renderMockupSvg } from './mockup-svg'

const KINDS = MockupKind.options

/** Tags open and close in order: enough to catch a broken template or unescaped text. */
function isBalanced(svg: string): boolean {
  const stack: string[] = []
  for (const [, closing, name, selfClosing] of svg.matchAll(/<(\/?)([a-zA-Z]+)[^>]*?(\/?)>/g)) {
    if (selfClosing) continue
    if (!closing) stack.push(name)
    else if (stack.pop() !== name) return false
  }
  return stack.length === 0
}

const textFill = (svg: string) => /<g transform="translate\([^"]*\)[^"]*" fill="(#[0-9a-f]{6})"><text/.exec(svg)?.[1]

describe('renderMockupSvg', () => {
  it.each(KINDS)('draws a square, well-formed %s mockup at the asked width', (kind) => {
    const svg = renderMockupSvg({ kind, view: 'front', hex: '#1b2340', artwork: 'Night Owl', width: 280 })
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 560 560" width="280" height="280">')).toBe(true)
    expect(svg.endsWith('</svg>')).toBe(true)
    expect(isBalanced(svg)).toBe(true)
  })

  it.each(KINDS)('shows the %s front and side views differently', (kind) => {
    const front = renderMockupSvg({ kind, view: 'front', hex: '#e0b84f', artwork: 'Gold', width: 560 })
    const side = renderMockupSvg({ kind, view: 'side', hex: '#e0b84f', artwork: 'Gold', width: 560 })
    expect(side).not.toBe(front)
    expect(isBalanced(side)).toBe(true)
  })

  it('tints the object in the variation colour', () => {
    const svg = renderMockupSvg({ kind: 'hoodie', view: 'front', hex: '#FF6B4A', artwork: '', width: 560 })
    expect(svg).toContain('fill="#ff6b4a"')
  })

  it('prints light ink on dark cloth and dark ink on light cloth', () => {
    const onNavy = renderMockupSvg({ kind: 'tee', view: 'front', hex: '#1b2340', artwork: 'Moon', width: 560 })
    const onCream = renderMockupSvg({ kind: 'tee', view: 'front', hex: '#f4f1ea', artwork: 'Moon', width: 560 })
    expect(textFill(onNavy)).toBe('#faf6ec')
    expect(textFill(onCream)).toBe('#17161c')
  })

  it('prints the artwork as text, escaped for XML', () => {
    const svg = renderMockupSvg({ kind: 'tote', view: 'front', hex: '#ffffff', artwork: `<b>"Tom"&'Jerry'</b>`, width: 560 })
    expect(svg).not.toContain('<b>')
    expect(svg).toContain('&lt;b&gt;&quot;Tom&quot;&amp;&apos;Jerry&apos;&lt;/b&gt;')
    expect(isBalanced(svg)).toBe(true)
  })

  it('wraps long artwork onto several lines instead of running off the print area', () => {
    const svg = renderMockupSvg({ kind: 'tee', view: 'front', hex: '#ffffff', artwork: 'Stay up late and look for the moon', width: 560 })
    expect(svg.match(/<tspan /g)?.length).toBeGreaterThan(1)
  })

  it('draws no text when there is no artwork', () => {
    const svg = renderMockupSvg({ kind: 'mug', view: 'front', hex: '#ffffff', artwork: '  ', width: 560 })
    expect(svg).not.toContain('<text')
  })

  it('gives the same bytes for the same request, so responses cache safely', () => {
    const args = { kind: 'cap', view: 'side', hex: '#2f5bea', artwork: 'Vault', width: 1120 } as const
    expect(renderMockupSvg(args)).toBe(renderMockupSvg(args))
  })

  it('refuses a colour that is not 6-digit hex', () => {
    expect(() => renderMockupSvg({ kind: 'tee', view: 'front', hex: 'red', artwork: '', width: 560 })).toThrow(RangeError)
  })
})

describe('escapeXml', () => {
  it('escapes the five XML specials', () => {
    expect(escapeXml(`&<>"'`)).toBe('&amp;&lt;&gt;&quot;&apos;')
  })
})
