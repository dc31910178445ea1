import * as z from 'zod'
import { CONTACT_REASONS } from '../reference/contact-reasons'
import { Email, MESSAGES, RequiredText } from './fields'

/**
 * Request and answer shapes of the after-sales calls (spec sections 3, 5 and 7): order
 * recovery, contact messages, pre-orders, newsletter sign-ups and campaign views. The
 * worker validates with these; the client's forms may reuse them.
 */

/** Answer of POST /v1/orders/recover and the other after-sales posts. */
export const AfterSalesAnswer = z.object({ success: z.boolean(), error: z.string().nullable() })
export type AfterSalesAnswer = z.infer<typeof AfterSalesAnswer>

export const ContactMessage = z.object({
  'contact-ordernumber': RequiredText('Please enter your order number', 40),
  'contact-email': Email,
  'contact-fullname': RequiredText('Please enter your full name', 120),
  'contact-reason': z.enum(CONTACT_REASONS, { message: 'Please choose a reason' }),
  'contact-reason-message': RequiredText('Please enter your message', 5000),
})
export type ContactMessage = z.infer<typeof ContactMessage>

const builtFromName = (field: string) => `Please enter your ${field}`

/** The pre-order form: a US address needs a state code and a 5-digit zip. */
export const PreorderForm = z.object({
  email: Email,
  fullname: RequiredText(builtFromName('fullname'), 120),
  country: RequiredText(MESSAGES.preorderCountry, 80),
  street: RequiredText(builtFromName('street'), 200),
  street2: z.string().trim().max(200).optional(),
  city: RequiredText(builtFromName('city'), 120),
  state: RequiredText(MESSAGES.preorderState, 80),
  zip: z
    .string()
    .trim()
    .regex(/^\d{5}$/, builtFromName('zip')),
  colorId: z.coerce.number().int().positive().optional(),
  sizeId: z.coerce.number().int().positive().optional(),
})
export type PreorderForm = z.infer<typeof PreorderForm>

/** POST /tracking/viewed_campaign: the query parameters other than product, size, variation. */
export const CampaignView = z.object({
  campaign_id: z.string().trim().min(1).max(120),
  referrer: z.string().max(2000).default(''),
  get_vars: z.record(z.string().max(100), z.string().max(500)).default({}),
})
export type CampaignView = z.infer<typeof CampaignView>
