/** A first-level division a country's addresses must name (province, state, territory). */
export interface Province {
  code: string
  name: string
}

/**
 * Countries whose post needs the province on the address, with their divisions (ISO
 * 3166-2 codes without the country prefix). Elsewhere the hosted checkout asks for none.
 */
export const PROVINCES: Readonly<Record<string, readonly Province[]>> = {
  CA: [
    { code: 'AB', name: 'Alberta' },
    { code: 'BC', name: 'British Columbia' },
    { code: 'MB', name: 'Manitoba' },
    { code: 'NB', name: 'New Brunswick' },
    { code: 'NL', name: 'Newfoundland and Labrador' },
    { code: 'NT', name: 'Northwest Territories' },
    { code: 'NS', name: 'Nova Scotia' },
    { code: 'NU', name: 'Nunavut' },
    { code: 'ON', name: 'Ontario' },
    { code: 'PE', name: 'Prince Edward Island' },
    { code: 'QC', name: 'Quebec' },
    { code: 'SK', name: 'Saskatchewan' },
    { code: 'YT', name: 'Yukon' },
  ],
  AU: [
    { code: 'ACT', name: 'Australian Capital Territory' },
    { code: 'NSW', name: 'New South Wales' },
    { code: 'NT', name: 'Northern Territory' },
    { code: 'QLD', name: 'Queensland' },
    { code: 'SA', name: 'South Australia' },
    { code: 'TAS', name: 'Tasmania' },
    { code: 'VIC', name: 'Victoria' },
    { code: 'WA', name: 'Western Australia' },
  ],
}

export function provinceOf(countryCode: string, code: string): Province | undefined {
  return PROVINCES[countryCode.toUpperCase()]?.find((province) => province.code === code.trim().toUpperCase())
}
