import { referenceBackend } from './app'
import { photo } from './photos'
import { serve } from './serve'

/**
 * `npm run backend:reference`: the reference backend of spec section 7 as its own process,
 * on REFERENCE_PORT (4100) at 127.0.0.1. REFERENCE_API_KEY makes it ask every API call for
 * that x-api-key. Its state lives in memory: a restart starts from its seed.
 */
const port = Number(process.env.REFERENCE_PORT ?? 4100)
const apiKey = process.env.REFERENCE_API_KEY || undefined
const app = referenceBackend({ apiKey, photos: photo })
await serve((request) => app.fetch(request), port)
console.log(`Reference backend (spec section 7) on http://127.0.0.1:${port}${apiKey ? ' (x-api-key required)' : ''}`)
console.log('Stores: harbor (Harbor Goods, promo HARBOR10), cove (gated: opensesame), drift (no theme)')
