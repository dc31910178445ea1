/** The secret a trusted backend and this storefront share in tests (`BACKEND_API_KEY`, 16+ characters). */
export const BACKEND_KEY = 'test-backend-key-0123456789'

/** Where the in-process reference backend (tests/support/reference-backend) answers in workerd tests, and its key. */
export const REFERENCE_URL = 'http://reference.test'
export const REFERENCE_KEY = 'reference-backend-key-0123'

/** A store secret that signs owner and access tokens in unit tests (32+ characters). */
export const TOKEN_SECRET = 'a-store-secret-of-some-length-0123456789'
