import { type FormEvent, useId, useState } from 'react'
import { Form, type LoaderFunctionArgs, Link, useLoaderData, useNavigation } from 'react-router'
import type { Order } from '../../../domain/schemas/checkout'
import { Field } from '../../components/field'
import { Spinner } from '../../components/spinner'
import { useT } from '../../i18n'
import { shopperMessage } from '../../api/api-error'
import { apiFrom } from '../../api/get-api'
import type { PageHandle } from '../../app/page-meta'
import { OrderDetails } from './order-details'
import './track.css'

export type TrackData =
  | { kind: 'form' }
  | { kind: 'missing-number' }
  | { kind: 'found'; orderNumber: string; order: Order }
  | { kind: 'not-found'; orderNumber: string }
  /** The lookup failed; `message` is the server's own words (a rate limit, say), when it gave any. */
  | { kind: 'unavailable'; orderNumber: string; message: string | null }

const MAX_ORDER_NUMBER = 40

/** /track?orderNumber=…: the order, looked up on the server, so the page works before script loads too. */
export async function loader({ request, context }: LoaderFunctionArgs): Promise<TrackData> {
  const raw = new URL(request.url).searchParams.get('orderNumber')
  if (raw === null) return { kind: 'form' }
  const orderNumber = raw.trim().slice(0, MAX_ORDER_NUMBER)
  if (!orderNumber) return { kind: 'missing-number' }
  try {
    const order = await apiFrom(context).order(orderNumber)
    return order ? { kind: 'found', orderNumber, order } : { kind: 'not-found', orderNumber }
  } catch (error) {
    return { kind: 'unavailable', orderNumber, message: shopperMessage(error) }
  }
}

export const handle: PageHandle<TrackData> = {
  meta: ({ t }) => ({ title: t('track.title'), description: t('track.intro'), noIndex: true }),
}

/** The order tracking form (spec sections 2 and 5: the order number is required). */
export function Component() {
  const t = useT()
  const id = useId()
  const data = useLoaderData() as TrackData
  const navigation = useNavigation()
  const initial = data.kind === 'form' || data.kind === 'missing-number' ? '' : data.orderNumber
  const [value, setValue] = useState(initial)
  const [missing, setMissing] = useState(data.kind === 'missing-number')
  const searching = navigation.state === 'loading' && navigation.location.pathname === '/track'

  const submit = (event: FormEvent) => {
    if (value.trim() === '') {
      event.preventDefault()
      setMissing(true)
      document.getElementById(`${id}-number`)?.focus()
    }
  }

  return (
    <section className="track page container" aria-labelledby={`${id}-title`}>
      <div className="track__intro">
        <h1 id={`${id}-title`}>{t('track.title')}</h1>
        <p className="muted">{t('track.intro')}</p>
        <Form method="get" action="/track" className="track-form" noValidate onSubmit={submit}>
          <Field id={`${id}-number`} label={t('track.orderNumber')} error={missing ? t('track.orderNumberRequired') : undefined}>
            {(control) => (
              <div className="track-form__row">
                <input
                  {...control}
                  name="orderNumber"
                  className="input"
                  autoComplete="off"
                  autoCapitalize="characters"
                  spellCheck={false}
                  value={value}
                  onChange={(event) => {
                    setValue(event.target.value)
                    if (event.target.value.trim()) setMissing(false)
                  }}
                  onBlur={() => setMissing(value.trim() === '')}
                />
                <button type="submit" className="button" disabled={searching} onMouseDown={(event) => event.preventDefault()}>
                  {searching ? <Spinner size="sm" label={t('common.loading')} /> : null}
                  {t('track.submit')}
                </button>
              </div>
            )}
          </Field>
        </Form>
        <p>
          <Link to="/track/recover">{t('track.forgotOrderNumber')}</Link>
        </p>
      </div>
      {data.kind === 'not-found' ? (
        <p className="notice notice--warning" role="alert">
          {t('track.notFound')}
        </p>
      ) : null}
      {data.kind === 'unavailable' ? (
        <p className="notice notice--warning" role="alert">
          {data.message ?? t('errors.generic')}
        </p>
      ) : null}
      {data.kind === 'found' ? <OrderDetails order={data.order} /> : null}
    </section>
  )
}
