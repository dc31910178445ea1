// The worker's `zod/v4/locales` (wrangler.toml [alias]): zod's namespace export `locales`
// keeps every language's error messages (about 360 KB) in any bundle that uses `z`; the
// worker answers in English, which zod configures by importing en.js itself.
export { default as en } from 'zod/v4/locales/en.js'
