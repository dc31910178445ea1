import { useCallback, useEffect, useRef, useState } from 'react'
import type { PhoneCheck } from './address-values'

const notLoaded: PhoneCheck = () => null

let loading: Promise<PhoneCheck> | null = null

/** libphonenumber-js's possible-number check with US as the default country, loaded on demand. */
export function loadPhoneCheck(): Promise<PhoneCheck> {
  loading ??= import('libphonenumber-js/min').then(
    ({ isPossiblePhoneNumber }) =>
      (phone: string) =>
        isPossiblePhoneNumber(phone, 'US'),
  )
  return loading
}

/**
 * The phone check and a `prepare` to call when the shopper first reaches the phone field.
 * Its metadata is about 30 KB gzip, so it is fetched only then (or on submit), not with the
 * page; until it has loaded a number is neither right nor wrong.
 */
export function usePhoneCheck(): { check: PhoneCheck; prepare: () => void } {
  const [check, setCheck] = useState<PhoneCheck>(() => notLoaded)
  const mounted = useRef(true)
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])
  const prepare = useCallback(() => {
    void loadPhoneCheck().then((loaded) => {
      if (mounted.current) setCheck(() => loaded)
    })
  }, [])
  return { check, prepare }
}
