/**
 * The first three digits of the ZIP codes the USPS assigns to each state, DC, territory
 * and military post office, as inclusive ranges. A prefix may serve more than one code
 * (967: Hawaii and American Samoa; 969: Guam and the Northern Mariana Islands).
 */
const PREFIXES: Record<string, string> = {
  AA: '340',
  AE: '090-098',
  AK: '995-999',
  AL: '350-369',
  AP: '962-966',
  AR: '716-729',
  AS: '967',
  AZ: '850-865',
  CA: '900-961',
  CO: '800-816',
  CT: '060-069',
  DC: '200 202-205 569',
  DE: '197-199',
  FL: '320-339 341-349',
  GA: '300-319 398-399',
  GU: '969',
  HI: '967-968',
  IA: '500-528',
  ID: '832-838',
  IL: '600-629',
  IN: '460-479',
  KS: '660-679',
  KY: '400-427',
  LA: '700-714',
  MA: '010-027 055',
  MD: '206-219',
  ME: '039-049',
  MI: '480-499',
  MN: '550-567',
  MO: '630-658',
  MP: '969',
  MS: '386-397',
  MT: '590-599',
  NC: '270-289',
  ND: '580-588',
  NE: '680-693',
  NH: '030-038',
  NJ: '070-089',
  NM: '870-884',
  NV: '889-898',
  NY: '005 063 100-149',
  OH: '430-459',
  OK: '730-749',
  OR: '970-979',
  PA: '150-196',
  PR: '006-007 009',
  RI: '028-029',
  SC: '290-299',
  SD: '570-577',
  TN: '370-385',
  TX: '750-799 885',
  UT: '840-847',
  VA: '201 220-246',
  VI: '008',
  VT: '050-054 056-059',
  WA: '980-994',
  WI: '530-549',
  WV: '247-268',
  WY: '820-831',
}

/** '010-027 055' → [[10, 27], [55, 55]]. */
const RANGES: Record<string, readonly (readonly [number, number])[]> = Object.fromEntries(
  Object.entries(PREFIXES).map(([code, spec]) => [
    code,
    spec.split(' ').map((part) => {
      const [low, high = low] = part.split('-').map(Number)
      return [low, high] as const
    }),
  ]),
)

/** Whether a 5-digit ZIP code can belong to the state with this USPS code. */
export function zipMatchesState(zip5: string, stateCode: string): boolean {
  const ranges = RANGES[stateCode.toUpperCase()]
  if (!ranges || !/^\d{5}$/.test(zip5)) return false
  const prefix = Number(zip5.slice(0, 3))
  return ranges.some(([low, high]) => prefix >= low && prefix <= high)
}

/** The state codes a ZIP code's prefix is assigned to. */
export function statesForZip(zip5: string): string[] {
  return Object.keys(RANGES).filter((code) => zipMatchesState(zip5, code))
}
