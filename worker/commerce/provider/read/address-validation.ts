import { stateByCode } from '../../../../domain/reference/us-states'
import type { Address, AddressValidation } from '../../../../domain/schemas/checkout'
import { first, isRecord, unwrap } from './loose'

/**
 * The address validation service's answer (not a spec call; spec sections 4 and 8: "may
 * yield a suggestion or an error"). The typed address is what the storefront sent, so the
 * answer needs no echo of it; the changes are found by comparing; an error that names no
 * field is shown above the street field. Common spellings are read: `status` or `result`
 * in any case; the suggestion as `suggestion`, `suggestedAddress` or the first of
 * `candidates`; the error as `message`, `error` or `errors[0].detail` (or the spec's
 * `message.errors[0]`). An answer that says
 * none of these throws UnreadableAnswer with the reason, for the log.
 */

export class UnreadableAnswer extends Error {
  constructor(reason: string) {
    super(reason)
    this.name = 'UnreadableAnswer'
  }
}

type Verdict = AddressValidation['status']

const STATUS_WORDS: Record<string, Verdict> = {
  valid: 'valid',
  ok: 'valid',
  verified: 'valid',
  success: 'valid',
  match: 'valid',
  confirmed: 'valid',
  deliverable: 'valid',
  suggestion: 'suggestion',
  suggested: 'suggestion',
  suggest: 'suggestion',
  corrected: 'suggestion',
  changed: 'suggestion',
  error: 'error',
  invalid: 'error',
  unverified: 'error',
  undeliverable: 'error',
  failed: 'error',
  failure: 'error',
  not_found: 'error',
}

/** What the storefront shows when the service refuses an address without saying why. */
export const UNVERIFIED_ADDRESS = 'We could not verify this address. Please check it and try again.'

type AddressField = Extract<AddressValidation, { status: 'error' }>['field']

const FIELD_WORDS: Record<string, AddressField> = {
  address1: 'address1',
  address: 'address1',
  street: 'address1',
  street1: 'address1',
  line1: 'address1',
  addressline1: 'address1',
  city: 'city',
  locality: 'city',
  state: 'state',
  statecode: 'state',
  region: 'state',
  province: 'state',
  zip: 'zip',
  zipcode: 'zip',
  postalcode: 'zip',
  postcode: 'zip',
  country: 'country',
  countrycode: 'country',
}

const fieldWord = (word: string) => FIELD_WORDS[word.toLowerCase().replace(/[^a-z0-9]/g, '')]

/** The field an error names (`zip`, `postal_code`) or points at (`/data/address/zip`); the street field otherwise. */
export function addressField(named: unknown, pointer?: unknown): AddressField {
  if (typeof named === 'string' && fieldWord(named)) return fieldWord(named)
  const steps = typeof pointer === 'string' ? pointer.split(/[./]/).reverse() : []
  for (const step of steps) if (fieldWord(step)) return fieldWord(step)
  return 'address1'
}

const text = (value: unknown): string | undefined => {
  if (typeof value === 'number') return String(value)
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined
}

/** The fields of an address as a service may spell them. */
const SPELLINGS: Record<keyof Address, readonly string[]> = {
  address1: ['address1', 'addressLine1', 'address_line1', 'line1', 'street', 'street1', 'streetAddress'],
  address2: ['address2', 'addressLine2', 'address_line2', 'line2', 'street2'],
  city: ['city', 'locality'],
  state: ['state', 'region', 'province'],
  stateCode: ['stateCode', 'state_code'],
  zip: ['zip', 'zipCode', 'zipcode', 'zip_code', 'postalCode', 'postal_code', 'postcode'],
  country: ['country'],
  countryCode: ['countryCode', 'country_code'],
}

/** The suggested address over the typed one: what the service leaves out stays as typed. */
function suggestedAddress(raw: Record<string, unknown>, typed: Address): Address | undefined {
  const given = Object.fromEntries(
    Object.entries(SPELLINGS).map(([field, names]) => [field, first(...names.map((name) => text(raw[name])))]),
  ) as Partial<Record<keyof Address, string>>
  if (Object.values(given).every((value) => value === undefined)) return undefined
  // A state given as a code ('CA') is the state's code; its name comes from the code.
  const code = given.stateCode ?? (given.state && stateByCode(given.state) ? given.state.toUpperCase() : undefined)
  const named = code ? stateByCode(code)?.name : undefined
  const state = given.state && !stateByCode(given.state) ? given.state : (named ?? typed.state)
  const address: Address = {
    address1: given.address1 ?? typed.address1,
    city: given.city ?? typed.city,
    state,
    stateCode: code ?? typed.stateCode,
    zip: given.zip ?? typed.zip,
    country: given.country ?? typed.country,
    countryCode: given.countryCode?.toUpperCase() ?? typed.countryCode,
  }
  const address2 = given.address2 ?? typed.address2
  return address2 === undefined ? address : { ...address, address2 }
}

const COMPARED = ['address1', 'address2', 'city', 'state', 'stateCode', 'zip', 'country', 'countryCode'] as const

/** The fields the suggestion changes, as the shopper typed them against it. */
function changesBetween(typed: Address, suggestion: Address): string[] {
  return COMPARED.filter((field) => (typed[field] ?? '').trim() !== (suggestion[field] ?? '').trim())
}

/** The suggestion an answer carries, under any of its usual names. */
function suggestionIn(answer: Record<string, unknown>): Record<string, unknown> | undefined {
  const listed = (key: string) => (Array.isArray(answer[key]) ? (answer[key] as unknown[]).find(isRecord) : undefined)
  const found = first<unknown>(
    answer.suggestion,
    answer.suggestedAddress,
    answer.suggested_address,
    listed('candidates'),
    listed('suggestions'),
  )
  return isRecord(found) ? found : undefined
}

/**
 * The error an answer carries: its text, the field it names, and whether it is one by its
 * own key (`error`, `errors`) rather than by a bare `message`, which a good answer may carry too.
 */
function errorIn(answer: Record<string, unknown>): { message?: string; field: AddressField; named: boolean } | undefined {
  // The spec's field errors sit under `message.errors` (PUT /v1/checkout); others write `errors`.
  const nested = isRecord(answer.message) && Array.isArray(answer.message.errors) ? answer.message.errors : undefined
  const listed = (Array.isArray(answer.errors) ? answer.errors : nested)?.[0]
  const error = isRecord(answer.error) ? answer.error : undefined
  const item = isRecord(listed) ? listed : undefined
  const source = item && isRecord(item.source) ? item.source : undefined
  const named = first(
    text(answer.error),
    error && text(error.message),
    item && (text(item.detail) ?? text(item.message) ?? text(item.title)),
    text(listed),
  )
  const message = first(text(answer.message), named, text(answer.detail))
  if (!message && !error && !item) return undefined
  const field = addressField(first(answer.field, error?.field, item?.field), first(source?.pointer, item?.pointer))
  return { message, field, named: named !== undefined || error !== undefined || item !== undefined }
}

function statusIn(answer: Record<string, unknown>): { word?: string; verdict?: Verdict } {
  const word = first(text(answer.status), text(answer.result), text(answer.verdict))
  if (word) return { word, verdict: STATUS_WORDS[word.toLowerCase().replace(/[\s-]+/g, '_')] }
  if (typeof answer.valid === 'boolean') return { word: String(answer.valid), verdict: answer.valid ? 'valid' : 'error' }
  return {}
}

/**
 * The verdict of an answer about `typed`. `refused`: the service answered 400 or 422, so
 * a bare `message` is its reason even without a status.
 */
export function readAddressValidation(body: unknown, typed: Address, { refused = false } = {}): AddressValidation {
  const answer = unwrap(body, ['data', 'validation'])
  if (answer === undefined) throw new UnreadableAnswer('the answer is empty')
  if (!isRecord(answer)) throw new UnreadableAnswer(`the answer is ${Array.isArray(answer) ? 'a list' : typeof answer}, not an object`)
  const { word, verdict } = statusIn(answer)
  if (word && !verdict) throw new UnreadableAnswer(`the status '${word.slice(0, 40)}' is none the storefront knows`)
  const suggestion = suggestionIn(answer)
  const error = errorIn(answer)

  const kind = verdict ?? (error && (error.named || refused) ? 'error' : suggestion ? 'suggestion' : undefined)
  if (kind === 'error') return { status: 'error', message: error?.message ?? UNVERIFIED_ADDRESS, field: error?.field ?? 'address1' }
  if (kind === 'valid') return { status: 'valid', address: typed }
  if (kind === 'suggestion') {
    const suggested = suggestion ? suggestedAddress(suggestion, typed) : undefined
    if (!suggested) throw new UnreadableAnswer('a suggestion without an address in it')
    const changes = changesBetween(typed, suggested)
    return changes.length === 0
      ? { status: 'valid', address: typed }
      : { status: 'suggestion', address: typed, suggestion: suggested, changes }
  }
  throw new UnreadableAnswer(
    `no status, suggestion or error in the answer (fields: ${Object.keys(answer).slice(0, 8).join(', ') || 'none'})`,
  )
}
