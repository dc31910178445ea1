/** The secret a trusted backend and this storefront share in tests (`BACKEND_API_KEY`, 16+ characters). */
export const BACKEND_KEY = 'test-backend-key-0123456789'
