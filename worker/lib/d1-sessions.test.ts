import { describe, expect, it } from 'vitest'
import { isNewerBookmark, readBookmark } from './d1-sessions'

const BOOKMARK = '00000085-0000024c-00004c6d-8e61117bf38d7adb71b934ebbf891683'

describe('the bookmark cookie', () => {
  it('takes a D1 bookmark as D1 writes one', () => {
    expect(readBookmark(BOOKMARK)).toBe(BOOKMARK)
  })

  it('ignores a missing, garbled or oversized cookie rather than handing it to D1', () => {
    for (const raw of [
      undefined,
      null,
      '',
      'first-primary',
      'first-unconstrained',
      'garbage',
      BOOKMARK.toUpperCase(),
      `${BOOKMARK};path=/`,
      ` ${BOOKMARK}`,
      BOOKMARK.slice(0, -1),
      `${BOOKMARK}0`,
      'a'.repeat(4096),
      '00000085-0000024c-00004c6d-8e61117bf38d7adb71b934ebbf89168g',
    ]) {
      expect(readBookmark(raw), String(raw)).toBeNull()
    }
  })

  it('moves only forward: a bookmark replaces an older one, never a newer one', () => {
    const later = '00000085-0000024d-00000000-00000000000000000000000000000000'
    expect(isNewerBookmark(later, BOOKMARK)).toBe(true)
    expect(isNewerBookmark(BOOKMARK, later)).toBe(false)
    expect(isNewerBookmark(BOOKMARK, BOOKMARK)).toBe(false)
    expect(isNewerBookmark(BOOKMARK, null)).toBe(true)
  })
})
