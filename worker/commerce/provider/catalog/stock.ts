import { AvailabilityReader, InventoryReader } from '../read/order'
import { endpoint } from '../request'
import { dataOrNull, type ProviderCatalogContext, UnexpectedAnswer } from './context'

/** GET /v1/inventory: how many of one colour and size the store has. */
export async function inventory(ctx: ProviderCatalogContext, storeSlug: string, colorId: number, sizeId: number) {
  const answer = await ctx.get('Inventory', ctx.backend('/v1/inventory', { colorId, sizeId, storeSlug }), InventoryReader)
  if (!answer.ok) throw new UnexpectedAnswer('Inventory', answer.status)
  return answer.data
}

/** The availability service's answer for a shopper and a listing (its own key, BACKEND_API_KEY by default). */
export async function availability(ctx: ProviderCatalogContext, storeSlug: string, userToken: string, listingId: number) {
  const url = endpoint(ctx.options.availabilityUrl, '/v1/availability', { userToken, listingId, storeSlug })
  const key = ctx.options.availabilityApiKey ?? ctx.options.apiKey
  return dataOrNull('Availability', await ctx.get('Availability', url, AvailabilityReader, key))
}
