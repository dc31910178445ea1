import { useEffect, useState } from 'react'
import type { PhoneCheck } from '../../lib/checkout/address-form'

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
 * The phone check once its metadata has loaded (it is large, so it is fetched after the
 * page shows); until then a number is neither right nor wrong.
 */
export function usePhoneCheck(): PhoneCheck {
  const [check, setCheck] = useState<PhoneCheck>(() => notLoaded)
  useEffect(() => {
    let current = true
    void loadPhoneCheck().then((loaded) => {
      if (current) setCheck(() => loaded)
    })
    return () => {
      current = false
    }
  }, [])
  return check
}
