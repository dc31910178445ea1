import type { Region } from '../../domain/constants'
import type { PlainMessageKey } from '../i18n'

/** The catalogue key naming each shipping region. */
export const REGION_LABEL: Record<Region, PlainMessageKey> = {
  USA: 'localization.regionUSA',
  EU: 'localization.regionEU',
  Canada: 'localization.regionCanada',
  Australia: 'localization.regionAustralia',
  'Rest of the world': 'localization.regionRestOfWorld',
}
