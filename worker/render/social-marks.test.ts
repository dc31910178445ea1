import { describe, expect, it } from 'vitest'
import { socialMarkId } from '../../client/components/social-icon'
import { socialMarksSprite } from './social-marks'

describe('the social marks sprite', () => {
  it('holds one symbol per network the store links, under the id its icons use', () => {
    const sprite = socialMarksSprite([{ icon: 'instagram' }, { icon: 'tiktok' }, { icon: 'instagram' }])
    expect(sprite.startsWith('<svg hidden')).toBe(true)
    expect(sprite.match(/<symbol /g)).toHaveLength(2)
    expect(sprite).toContain(`id="${socialMarkId('instagram')}"`)
    expect(sprite).toContain(`id="${socialMarkId('tiktok')}"`)
    expect(sprite).not.toContain(socialMarkId('youtube'))
  })

  it('is empty for a store without social links', () => {
    expect(socialMarksSprite([])).toBe('')
  })
})
