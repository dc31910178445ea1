import { describe, expect, it } from 'vitest'
import { MILITARY_STATE_CODES, TERRITORY_STATE_CODES, US_STATES, stateByCode, stateByName } from './us-states'

describe('US states', () => {
  it('offers the 50 states, DC, the military codes and the inhabited territories', () => {
    expect(US_STATES).toHaveLength(50 + 1 + MILITARY_STATE_CODES.length + TERRITORY_STATE_CODES.length)
    for (const code of ['DC', 'AA', 'AE', 'AP', 'PR', 'GU', 'VI', 'AS', 'MP', 'CA', 'NY', 'WY']) {
      expect(stateByCode(code)?.code).toBe(code)
    }
    expect(stateByCode('UM')).toBeUndefined()
  })

  it('lists states sorted by code, each code two capital letters and unique', () => {
    const codes = US_STATES.map((state) => state.code)
    expect(codes).toEqual([...codes].sort())
    expect(new Set(codes).size).toBe(codes.length)
    for (const code of codes) expect(code).toMatch(/^[A-Z]{2}$/)
  })

  it('finds a state by code or name whatever the letter case', () => {
    expect(stateByCode('dc')).toEqual({ code: 'DC', name: 'District of Columbia' })
    expect(stateByName('new york')).toEqual({ code: 'NY', name: 'New York' })
    expect(stateByName('  Armed Forces Europe ')?.code).toBe('AE')
    expect(stateByName('Bavaria')).toBeUndefined()
  })
})
