import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { WALLET_BUTTON } from '../../domain/constants'
import { LAYOUT_TOKENS_CSS } from './layout-tokens'
import { CLIENT_DIR as CLIENT, cssFiles } from '../../tests/support/fixtures/stylesheets'

describe('layout tokens', () => {
  it('give wallet buttons the spec sizes from domain/constants: 44 px tall, 22 px corners, 55 px at checkout', () => {
    expect(LAYOUT_TOKENS_CSS).toContain(`--wallet-height:${WALLET_BUTTON.height}px`)
    expect(LAYOUT_TOKENS_CSS).toContain(`--wallet-radius:${WALLET_BUTTON.radius}px`)
    expect(LAYOUT_TOKENS_CSS).toContain(`--wallet-checkout-height:${WALLET_BUTTON.checkoutHeight}px`)
    expect(WALLET_BUTTON).toEqual({ height: 44, radius: 22, checkoutHeight: 55 })
  })

  it('are the only place stylesheets take wallet button sizes from', () => {
    const literal: string[] = []
    for (const file of cssFiles(CLIENT)) {
      for (const rule of readFileSync(file, 'utf8').matchAll(/([^{}]*(?:wallet|express__button)[^{}]*)\{([^}]*)\}/g)) {
        for (const size of rule[2].matchAll(/(?:min-height|height|border-radius):\s*[^;]*\d+px/g)) {
          literal.push(`${file.slice(CLIENT.length)} ${rule[1].trim()}: ${size[0]}`)
        }
      }
    }
    expect(literal).toEqual([])
  })
})
