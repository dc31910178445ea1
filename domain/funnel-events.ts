/**
 * The id both Meta's pixel (thank-you page) and the worker's Conversions API give an
 * order's purchase: Meta keeps one of the two (its deduplication by event id).
 */
export const purchaseEventId = (orderNumber: string): string => `purchase.${orderNumber}`
