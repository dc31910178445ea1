import * as z from 'zod'

/**
 * The theme contract (spec sections 1 and 3). Everything here is merchant content and
 * untrusted: strings are escaped when rendered, customCSS is sanitised, URLs checked.
 */

const Url = z.string().max(2048)
const Color = z.string().regex(/^#[0-9a-fA-F]{3,8}$/, 'Colours are hex like #1a2b3c')
const ShortText = z.string().max(200)
const LongText = z.string().max(4000)

export const SocialLink = z.object({
  id: z.string().max(40),
  url: Url,
  icon: z.enum(['instagram', 'twitter', 'facebook', 'youtube', 'tiktok', 'twitch', 'discord', 'website']),
})
export type SocialLink = z.infer<typeof SocialLink>

export const MenuLink = z.object({ label: ShortText, url: Url })
export type MenuLink = z.infer<typeof MenuLink>

export const AboutBlock = z.discriminatedUnion('type', [
  z.object({ type: z.literal('paragraph'), text: LongText }),
  z.object({ type: z.literal('orderedList'), items: z.array(ShortText.max(500)).max(50) }),
])
export type AboutBlock = z.infer<typeof AboutBlock>

export const ExtraPage = z.object({
  path: z.string().regex(/^\/[a-z0-9-]+(\/[a-z0-9-]+)*$/, 'Extra page paths look like /our-story'),
  title: ShortText,
  blocks: z.array(AboutBlock).max(100),
})
export type ExtraPage = z.infer<typeof ExtraPage>

const HeaderTemplate = z.enum(['1', '2', '3', 'custom'])
const FooterTemplate = z.enum(['1', '2'])
const HeroTemplate = z.enum(['1', '2', '3', '4', '5'])

const ThemeStyles = z.object({
  typography: z
    .object({
      headingFont: ShortText.default('system-ui'),
      bodyFont: ShortText.default('system-ui'),
      /** Remote stylesheet for the fonts above (https only); none means system fonts. */
      fontUrl: Url.optional(),
    })
    .default({ headingFont: 'system-ui', bodyFont: 'system-ui' }),
  button: z
    .object({ background: Color.default('#111111'), text: Color.default('#ffffff'), radius: z.number().min(0).max(40).default(6) })
    .default({ background: '#111111', text: '#ffffff', radius: 6 }),
  header: z
    .object({ background: Color.default('#ffffff'), text: Color.default('#111111') })
    .default({ background: '#ffffff', text: '#111111' }),
  heroBanner: z
    .object({ background: Color.default('#f4f4f5'), text: Color.default('#111111') })
    .default({ background: '#f4f4f5', text: '#111111' }),
  footer: z
    .object({ background: Color.default('#111111'), text: Color.default('#f4f4f5') })
    .default({ background: '#111111', text: '#f4f4f5' }),
  primaryColor: Color.default('#2f5bea'),
  customCSS: z.string().max(20_000).default(''),
})

/** Tile fields a store may name as its search keys: the texts a tile carries about itself. */
const SEARCH_KEYS = ['name', 'title', 'productName', 'productType'] as const
export const SearchKey = z.enum(SEARCH_KEYS)
export type SearchKey = z.infer<typeof SearchKey>

export const ThemeContent = z.object({
  favicon: Url.optional(),
  header: z
    .object({
      template: HeaderTemplate.default('1'),
      logoUrl: Url.optional(),
      logoLink: Url.optional(),
      links: z.array(MenuLink).max(12).default([]),
      hideSearch: z.boolean().default(false),
      showAbout: z.boolean().default(false),
    })
    .default({ template: '1', links: [], hideSearch: false, showAbout: false }),
  heroBanner: z
    .object({
      template: HeroTemplate.default('1'),
      title: ShortText.default(''),
      subtitle: ShortText.default(''),
      body: LongText.default(''),
      imageUrl: Url.optional(),
      showSearch: z.boolean().default(false),
      button: z.object({ label: ShortText, url: Url }).optional(),
    })
    .default({ template: '1', title: '', subtitle: '', body: '', showSearch: false }),
  notification: z.object({ text: ShortText, url: Url.optional() }).optional(),
  footer: z
    .object({
      template: FooterTemplate.default('1'),
      about: LongText.default(''),
      copyright: ShortText.default(''),
      contactEmail: z.string().max(254).optional(),
      contactAddress: ShortText.optional(),
      newsletter: z.boolean().default(true),
    })
    .default({ template: '1', about: '', copyright: '', newsletter: true }),
  categories: z
    .array(z.object({ slug: ShortText, title: ShortText, imageUrl: Url.optional() }))
    .max(12)
    .default([]),
  about: z.object({ heroImageUrl: Url.optional(), blocks: z.array(AboutBlock).max(100).default([]) }).default({ blocks: [] }),
  cartHeading: ShortText.optional(),
  extraPages: z.array(ExtraPage).max(20).default([]),
})
export type ThemeContent = z.infer<typeof ThemeContent>

export const Theme = z.object({
  meta: z.object({
    storeName: ShortText,
    mailchimpUserId: ShortText.optional(),
    mailchimpAudienceId: ShortText.optional(),
    /** Where the newsletter form posts its EMAIL field (opened in a new tab). */
    newsletterAction: Url.optional(),
    gaToken: ShortText.optional(),
    facebookPixel: ShortText.optional(),
    gmcMerchantId: ShortText.optional(),
    seo: z.object({ title: ShortText.optional(), description: ShortText.max(500).optional(), image: Url.optional() }).default({}),
    liveChatDisabled: z.enum(['true', 'false']).default('true'),
    /** A third-party live chat for the support pages (domain/live-chat.ts), besides the built-in help panel. */
    liveChat: z
      .object({
        scriptUrl: Url,
        siteId: z.string().regex(/^[A-Za-z0-9_.:-]{1,100}$/, 'A live-chat site id is letters, digits and _ . : -'),
        origins: z.array(z.string().max(200)).max(5).default([]),
      })
      .optional(),
  }),
  brand: z.object({ socialMedia: z.array(SocialLink).max(10).default([]) }).default({ socialMedia: [] }),
  layout: z
    .object({
      productFeed: z.enum(['infinite', 'pagination']).default('pagination'),
      /**
       * The product fields an autocomplete suggestion shows, first as its name and the rest
       * beneath (spec section 2: 'configured search keys'); none means name plus product name.
       */
      searchKeys: z.array(SearchKey).max(SEARCH_KEYS.length).default([]),
    })
    .default({ productFeed: 'pagination', searchKeys: [] }),
  previewMode: z.boolean().default(false),
  styles: ThemeStyles.default(ThemeStyles.parse({})),
  content: ThemeContent.default(ThemeContent.parse({})),
})
export type Theme = z.infer<typeof Theme>
export type ThemeInput = z.input<typeof Theme>

/** The built-in default theme, used when the theme service has none for a store (404). */
export function defaultTheme(storeName: string): Theme {
  return Theme.parse({ meta: { storeName } })
}
