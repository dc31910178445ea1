import { useMemo } from 'react'
import { useLocale } from '../../i18n'

/** Measurements as the buyer's locale writes decimals (e.g. 71,5 in German). */
export function useFormatNumber(): (value: number) => string {
  const locale = useLocale()
  return useMemo(() => {
    const format = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 })
    return (value: number) => format.format(value)
  }, [locale])
}
