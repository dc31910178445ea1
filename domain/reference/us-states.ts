/** A US state-level address code (USPS two-letter code) and its name. */
export interface UsState {
  code: string
  name: string
}

/**
 * Every USPS state code a US address can carry, sorted by code: the 50 states, the
 * District of Columbia, the military codes (AA, AE, AP) and the inhabited territories
 * (AS, GU, MP, PR, VI). UM (Minor Outlying Islands) is left out: it has no residents and
 * no postal delivery, so an order could never arrive.
 */
export const US_STATES: readonly UsState[] = [
  { code: 'AA', name: 'Armed Forces Americas' },
  { code: 'AE', name: 'Armed Forces Europe' },
  { code: 'AK', name: 'Alaska' },
  { code: 'AL', name: 'Alabama' },
  { code: 'AP', name: 'Armed Forces Pacific' },
  { code: 'AR', name: 'Arkansas' },
  { code: 'AS', name: 'American Samoa' },
  { code: 'AZ', name: 'Arizona' },
  { code: 'CA', name: 'California' },
  { code: 'CO', name: 'Colorado' },
  { code: 'CT', name: 'Connecticut' },
  { code: 'DC', name: 'District of Columbia' },
  { code: 'DE', name: 'Delaware' },
  { code: 'FL', name: 'Florida' },
  { code: 'GA', name: 'Georgia' },
  { code: 'GU', name: 'Guam' },
  { code: 'HI', name: 'Hawaii' },
  { code: 'IA', name: 'Iowa' },
  { code: 'ID', name: 'Idaho' },
  { code: 'IL', name: 'Illinois' },
  { code: 'IN', name: 'Indiana' },
  { code: 'KS', name: 'Kansas' },
  { code: 'KY', name: 'Kentucky' },
  { code: 'LA', name: 'Louisiana' },
  { code: 'MA', name: 'Massachusetts' },
  { code: 'MD', name: 'Maryland' },
  { code: 'ME', name: 'Maine' },
  { code: 'MI', name: 'Michigan' },
  { code: 'MN', name: 'Minnesota' },
  { code: 'MO', name: 'Missouri' },
  { code: 'MP', name: 'Northern Mariana Islands' },
  { code: 'MS', name: 'Mississippi' },
  { code: 'MT', name: 'Montana' },
  { code: 'NC', name: 'North Carolina' },
  { code: 'ND', name: 'North Dakota' },
  { code: 'NE', name: 'Nebraska' },
  { code: 'NH', name: 'New Hampshire' },
  { code: 'NJ', name: 'New Jersey' },
  { code: 'NM', name: 'New Mexico' },
  { code: 'NV', name: 'Nevada' },
  { code: 'NY', name: 'New York' },
  { code: 'OH', name: 'Ohio' },
  { code: 'OK', name: 'Oklahoma' },
  { code: 'OR', name: 'Oregon' },
  { code: 'PA', name: 'Pennsylvania' },
  { code: 'PR', name: 'Puerto Rico' },
  { code: 'RI', name: 'Rhode Island' },
  { code: 'SC', name: 'South Carolina' },
  { code: 'SD', name: 'South Dakota' },
  { code: 'TN', name: 'Tennessee' },
  { code: 'TX', name: 'Texas' },
  { code: 'UT', name: 'Utah' },
  { code: 'VA', name: 'Virginia' },
  { code: 'VI', name: 'U.S. Virgin Islands' },
  { code: 'VT', name: 'Vermont' },
  { code: 'WA', name: 'Washington' },
  { code: 'WI', name: 'Wisconsin' },
  { code: 'WV', name: 'West Virginia' },
  { code: 'WY', name: 'Wyoming' },
]

/** Codes that are not one of the 50 states or DC: military post offices and territories. */
export const MILITARY_STATE_CODES: readonly string[] = ['AA', 'AE', 'AP']
export const TERRITORY_STATE_CODES: readonly string[] = ['AS', 'GU', 'MP', 'PR', 'VI']

const byCode = new Map(US_STATES.map((state) => [state.code, state]))
const byName = new Map(US_STATES.map((state) => [state.name.toLowerCase(), state]))

/** The state with this two-letter code, in any letter case. */
export function stateByCode(code: string): UsState | undefined {
  return byCode.get(code.trim().toUpperCase())
}

/** The state with this name, in any letter case. */
export function stateByName(name: string): UsState | undefined {
  return byName.get(name.trim().toLowerCase())
}
