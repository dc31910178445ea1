import * as z from 'zod'
import type { PaymentCustomer } from '../provider'

/** Who approved an order and where it ships, read tolerantly: PayPal leaves out what it does not know. */
export const ApprovedOrder = z.object({
  payer: z
    .object({
      name: z.object({ given_name: z.string().optional(), surname: z.string().optional() }).optional(),
      email_address: z.string().optional(),
      phone: z.object({ phone_number: z.object({ national_number: z.string() }) }).optional(),
    })
    .optional(),
  purchase_units: z
    .array(
      z.object({
        shipping: z
          .object({
            name: z.object({ full_name: z.string() }).optional(),
            address: z.object({
              address_line_1: z.string().default(''),
              address_line_2: z.string().optional(),
              admin_area_2: z.string().default(''),
              admin_area_1: z.string().default(''),
              postal_code: z.string().default(''),
              country_code: z.string(),
            }),
          })
          .optional(),
      }),
    )
    .default([]),
})
/** The payer and the address they chose at PayPal; null when the order ships nowhere. */
export function shopperOf(order: z.infer<typeof ApprovedOrder>): PaymentCustomer | null {
  const shipping = order.purchase_units[0]?.shipping
  if (!shipping) return null
  const [first = '', ...rest] = (shipping.name?.full_name ?? '').trim().split(/\s+/)
  const address = shipping.address
  return {
    firstName: order.payer?.name?.given_name ?? first,
    lastName: order.payer?.name?.surname ?? rest.join(' '),
    email: order.payer?.email_address ?? '',
    phone: order.payer?.phone?.phone_number.national_number ?? '',
    address: {
      address1: address.address_line_1,
      ...(address.address_line_2 ? { address2: address.address_line_2 } : {}),
      city: address.admin_area_2,
      stateCode: address.admin_area_1,
      zip: address.postal_code,
      countryCode: address.country_code,
    },
  }
}
