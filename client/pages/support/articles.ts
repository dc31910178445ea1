import { DOWNLOAD_LINK_DAYS, ORDER_RECOVERY_DAYS, QUANTITY_DROPDOWN_MAX, QUANTITY_INPUT_MAX } from '../../../domain/constants'
import type { PlainMessageKey } from '../../i18n'

/**
 * The support area's content (spec sections 2 and 3): four categories and the ten
 * articles the spec names. Titles go through the catalogue; the bodies are English, written
 * against the store's own rules (delivery tiers, order recovery window, digital delivery,
 * returns). Inline links are written `[label](/path)`.
 */

type SupportCategoryId = 'order' | 'shipping' | 'billing' | 'policies'

export type ArticleSlug =
  | 'track-my-order'
  | 'the-shopping-cart'
  | 'placing-an-order'
  | 'faqs-digital-products'
  | 'shipping-costs'
  | 'shipping-time-frames'
  | 'sales-tax-vats-customs-fees'
  | 'payments'
  | 'acceptable-use-policy'
  | 'repeat-infringer-policy'

export type ArticleBlock =
  | { type: 'paragraph'; text: string }
  | { type: 'list'; ordered: boolean; items: string[] }
  /** Delivery prices by tier and destination, rendered from SHIPPING_RATES. */
  | { type: 'shippingRates' }
  /** Arrival times by tier and destination, rendered from SHIPPING_RATES. */
  | { type: 'shippingTimes' }

interface ArticleSection {
  heading: string
  blocks: ArticleBlock[]
}

export interface SupportArticle {
  /** The spec's post databaseId. */
  databaseId: number
  slug: ArticleSlug
  category: SupportCategoryId
  titleKey: PlainMessageKey
  /** One sentence under the title and in search results. */
  summary: string
  /** Words a shopper might search with that the text does not use. */
  keywords: string[]
  sections: ArticleSection[]
}

export interface SupportCategory {
  databaseId: number
  id: SupportCategoryId
  nameKey: PlainMessageKey
  icon: 'box' | 'truck' | 'card' | 'scale'
  posts: ArticleSlug[]
}

export type DeliveryTierName = 'standard' | 'rush' | 'super_rush'
export type ShippingDestination = 'domestic' | 'remote' | 'international'

export interface ShippingRate {
  tier: DeliveryTierName
  destination: ShippingDestination
  /** USD cents for the first physical item and for each one after it. */
  firstItem: number
  eachAdditional: number
  /** Arrival, in business days from the order. */
  businessDays: [number, number]
}

/**
 * What delivery costs and takes. The checkout quotes the same numbers (a test holds the
 * two together); Super rush only reaches the contiguous United States.
 */
export const SHIPPING_RATES: readonly ShippingRate[] = [
  { tier: 'standard', destination: 'domestic', firstItem: 599, eachAdditional: 200, businessDays: [5, 8] },
  { tier: 'standard', destination: 'remote', firstItem: 1399, eachAdditional: 300, businessDays: [8, 14] },
  { tier: 'standard', destination: 'international', firstItem: 1499, eachAdditional: 400, businessDays: [8, 15] },
  { tier: 'rush', destination: 'domestic', firstItem: 1499, eachAdditional: 300, businessDays: [3, 4] },
  { tier: 'rush', destination: 'remote', firstItem: 2699, eachAdditional: 500, businessDays: [4, 6] },
  { tier: 'rush', destination: 'international', firstItem: 2999, eachAdditional: 600, businessDays: [5, 7] },
  { tier: 'super_rush', destination: 'domestic', firstItem: 2499, eachAdditional: 400, businessDays: [1, 2] },
]

export const SUPPORT_CATEGORIES: readonly SupportCategory[] = [
  {
    databaseId: 11,
    id: 'order',
    nameKey: 'support.categoryOrder',
    icon: 'box',
    posts: ['track-my-order', 'the-shopping-cart', 'placing-an-order', 'faqs-digital-products'],
  },
  { databaseId: 12, id: 'shipping', nameKey: 'support.categoryShipping', icon: 'truck', posts: ['shipping-costs', 'shipping-time-frames'] },
  { databaseId: 13, id: 'billing', nameKey: 'support.categoryBilling', icon: 'card', posts: ['payments', 'sales-tax-vats-customs-fees'] },
  {
    databaseId: 14,
    id: 'policies',
    nameKey: 'support.categoryPolicies',
    icon: 'scale',
    posts: ['acceptable-use-policy', 'repeat-infringer-policy'],
  },
]

export const SUPPORT_ARTICLES: readonly SupportArticle[] = [
  {
    databaseId: 101,
    slug: 'track-my-order',
    category: 'order',
    titleKey: 'support.article.track-my-order',
    summary: 'Follow your order from printing to your door with the order number from your confirmation email.',
    keywords: ['where is my order', 'status', 'tracking number', 'lost', 'late', 'order number', 'shipment', 'carrier', 'delivered'],
    sections: [
      {
        heading: 'Find your order',
        blocks: [
          {
            type: 'paragraph',
            text: 'Every order gets an order number such as ORD-7KQ2-M9XD-4HTP. It is on the thank-you page you see after paying and in the confirmation email we send to the address you gave at checkout.',
          },
          {
            type: 'list',
            ordered: true,
            items: [
              'Open [Track order](/track).',
              'Type or paste your order number exactly as it appears, dashes included.',
              'Select Track order to see the status of the order, the items in it and every shipment with its carrier and tracking number.',
            ],
          },
        ],
      },
      {
        heading: 'What the status means',
        blocks: [
          {
            type: 'list',
            ordered: false,
            items: [
              'Processing: we have your payment and your items are being printed. Everything is made to order, so this is the longest step.',
              'Shipped: the parcel has left the print partner. Use the tracking number to follow it on the carrier’s site; tracking can take a day to show the first scan.',
              'Delivered: the carrier reports the parcel as delivered.',
              'Canceled: the order was canceled and your payment refunded to the way you paid.',
            ],
          },
          {
            type: 'paragraph',
            text: 'An order with several items may ship in more than one parcel, for example when a poster and a hoodie are printed in different places. Each parcel is listed as its own shipment with its own tracking number.',
          },
        ],
      },
      {
        heading: 'Lost your order number?',
        blocks: [
          {
            type: 'paragraph',
            text: `Use [Recover order number](/track/recover) and enter the email address you used at checkout. We will email you a list of the orders you placed with that address in the past ${ORDER_RECOVERY_DAYS} days, each with its order number.`,
          },
          {
            type: 'paragraph',
            text: 'If nothing arrives within a few minutes, check your spam folder and make sure the address is the one you typed at checkout.',
          },
        ],
      },
      {
        heading: 'A parcel is late or missing',
        blocks: [
          {
            type: 'paragraph',
            text: 'Check the estimated arrival in your confirmation email first: estimates are counted in business days, so weekends and US public holidays do not count. If the date has passed, or tracking says delivered and you do not have the parcel, look around your door and ask your neighbours, then [contact us](/contact) with your order number. We will trace it with the carrier and, if it is lost, send a replacement.',
          },
        ],
      },
    ],
  },
  {
    databaseId: 102,
    slug: 'the-shopping-cart',
    category: 'order',
    titleKey: 'support.article.the-shopping-cart',
    summary: 'How the cart keeps your items, changes quantities and handles items that sell out.',
    keywords: ['basket', 'bag', 'quantity', 'remove item', 'empty cart', 'sold out', 'unavailable', 'currency', 'region'],
    sections: [
      {
        heading: 'Adding items',
        blocks: [
          {
            type: 'paragraph',
            text: 'On a product page, choose a colour and a size, then select Add to cart. A confirmation tells you how many items were added and lets you go to your cart or keep shopping. Adding the same colour and size again raises the quantity of the line you already have.',
          },
          {
            type: 'paragraph',
            text: 'When a size is sold out the button reads Out of stock and cannot be selected; sizes that are not available are shown greyed out in the size list.',
          },
        ],
      },
      {
        heading: 'Changing quantities',
        blocks: [
          {
            type: 'list',
            ordered: false,
            items: [
              `Pick a quantity from 1 to ${QUANTITY_DROPDOWN_MAX} in the quantity menu of a cart line.`,
              `For more, choose ${QUANTITY_DROPDOWN_MAX}+ and type the number you need, up to ${QUANTITY_INPUT_MAX}.`,
              'Set the quantity to 0 or select Remove to take a line out of your cart.',
            ],
          },
        ],
      },
      {
        heading: 'How long your cart lasts',
        blocks: [
          {
            type: 'paragraph',
            text: 'Your cart is saved in this browser on this device, so it is still there when you come back later. It is not shared between devices, and clearing your browser’s cookies empties it. Items are not reserved while they sit in the cart: stock is checked again when you check out.',
          },
        ],
      },
      {
        heading: 'Items that became unavailable',
        blocks: [
          {
            type: 'paragraph',
            text: 'If an item in your cart sells out or is taken down, we remove it and tell you which items were removed. Everything else stays in your cart. Prices in the cart are always today’s prices, in the currency you chose.',
          },
          {
            type: 'paragraph',
            text: 'To change your currency or shipping region, use the region and currency button at the bottom of every page. Prices and delivery options update to match.',
          },
        ],
      },
    ],
  },
  {
    databaseId: 103,
    slug: 'placing-an-order',
    category: 'order',
    titleKey: 'support.article.placing-an-order',
    summary: 'The three checkout steps, promo codes, international addresses and what happens after you pay.',
    keywords: [
      'checkout',
      'buy',
      'purchase',
      'promo code',
      'discount',
      'coupon',
      'address',
      'international',
      'cancel',
      'change order',
      'return',
      'refund',
      'exchange',
    ],
    sections: [
      {
        heading: 'The checkout, step by step',
        blocks: [
          {
            type: 'list',
            ordered: true,
            items: [
              'Customer details: your name, email, phone number and delivery address. We may suggest a corrected address; you can keep yours or take the suggestion.',
              'Delivery options: choose Standard, Rush or Super rush delivery. Each shows its price and the dates your order should arrive between.',
              'Payment methods: choose how to pay and select Place order. We confirm the payment and show your order number on the next page.',
            ],
          },
          {
            type: 'paragraph',
            text: 'You get a confirmation email with your order number and the items you bought. Keep it: you need the number to [track your order](/track) or to [contact us](/contact).',
          },
        ],
      },
      {
        heading: 'Promo codes',
        blocks: [
          {
            type: 'paragraph',
            text: 'Enter your address first; the promo code field appears once there is an address, because a discount can depend on where the order goes. Type the code and select Apply. A code that is not valid, has expired or needs a larger order is refused with a message and nothing changes. Only one code can be used per order.',
          },
        ],
      },
      {
        heading: 'Delivery outside the United States',
        blocks: [
          {
            type: 'paragraph',
            text: 'This checkout delivers to addresses in the United States. If you choose another country, the checkout explains that a few more steps are needed and a Complete my purchase button takes you to our international checkout with your cart. Orders to the EU are printed in the EU.',
          },
        ],
      },
      {
        heading: 'Changing, canceling and returning',
        blocks: [
          {
            type: 'paragraph',
            text: 'Because every item is printed for you, we start on an order soon after it is placed. If you need to change the size, colour or address, [contact us](/contact) straight away with your order number: we will change it if printing has not started.',
          },
          {
            type: 'paragraph',
            text: 'All orders are final, except for faulty goods. If something arrives damaged, misprinted or not what you ordered, we will replace it or refund you: if you’re not 100% satisfied, let us know and we’ll make it right. Send us your order number and a photo of the problem.',
          },
        ],
      },
    ],
  },
  {
    databaseId: 104,
    slug: 'faqs-digital-products',
    category: 'order',
    titleKey: 'support.article.faqs-digital-products',
    summary: 'Downloads, digital collectibles and what to do when a link does not arrive.',
    keywords: ['download', 'digital', 'file', 'wallpaper', 'nft', 'collectible', 'link', 'pdf', 'zip'],
    sections: [
      {
        heading: 'How digital products are delivered',
        blocks: [
          {
            type: 'paragraph',
            text: `Digital products are the ones sold in the size Digital. Nothing is shipped and there is no delivery charge. Your download link is ready the moment your payment goes through: your order confirmation, emailed as soon as you pay, lists each digital item under Digital items with its link, and the thank-you page you see after paying has a Download button for each. Each link works for ${DOWNLOAD_LINK_DAYS} days.`,
          },
          {
            type: 'list',
            ordered: false,
            items: [
              `Download the files to a computer or phone and keep a copy: the link is for you alone and stops working after ${DOWNLOAD_LINK_DAYS} days.`,
              'In an order with digital and physical items, the digital items can be downloaded at once and the physical items ship as usual.',
              'Digital products are for personal use. Sharing, reselling or printing them for sale is not allowed.',
            ],
          },
        ],
      },
      {
        heading: 'Digital collectibles (NFTs)',
        blocks: [
          {
            type: 'paragraph',
            text: 'Some stores sell digital collectibles in limited numbers. The product page shows how many you can still get; when none are left the listing cannot be bought. Your order confirmation lists it under Digital items with a download link, also on the thank-you page: the file is the collectible’s artwork with a certificate of ownership that names your order number. Keep the file and your order number, together they show the collectible is yours. Any perks that come with it, such as early access to new drops, are described on its product page.',
          },
        ],
      },
      {
        heading: 'My download link did not arrive',
        blocks: [
          {
            type: 'list',
            ordered: true,
            items: [
              'The link is in your order confirmation, emailed as soon as you pay. Check your spam or promotions folder for it.',
              'Make sure the address you used at checkout was right: [track your order](/track) with its order number to see it.',
              `Still nothing, or more than ${DOWNLOAD_LINK_DAYS} days have passed and the link no longer works? [Contact us](/contact) with your order number and we will send you a new link.`,
            ],
          },
        ],
      },
      {
        heading: 'Refunds for digital products',
        blocks: [
          {
            type: 'paragraph',
            text: 'Returns are limited for digital products: once a file has been downloaded it cannot be given back. If a file is broken, incomplete or not what the product page described, contact us and we will fix it or refund you.',
          },
        ],
      },
    ],
  },
  {
    databaseId: 201,
    slug: 'shipping-costs',
    category: 'shipping',
    titleKey: 'support.article.shipping-costs',
    summary: 'What each delivery option costs, for one item and for each item after it.',
    keywords: [
      'delivery cost',
      'postage',
      'shipping price',
      'free shipping',
      'rush',
      'super rush',
      'standard',
      'alaska',
      'hawaii',
      'military',
      'apo',
    ],
    sections: [
      {
        heading: 'How delivery is priced',
        blocks: [
          {
            type: 'paragraph',
            text: 'Delivery is calculated at checkout, once we know your address. The price depends on the option you choose, where the parcel goes and how many physical items are in the order: the first item costs the most, and each item after it adds a smaller amount.',
          },
          { type: 'shippingRates' },
          {
            type: 'paragraph',
            text: 'Prices are shown in US dollars here; at checkout they are shown in your currency. Remote US destinations are Alaska, Hawaii, US territories and military (APO/FPO/DPO) addresses. Super rush delivery is only offered within the contiguous United States and Washington, D.C.',
          },
        ],
      },
      {
        heading: 'Digital items ship free',
        blocks: [
          {
            type: 'paragraph',
            text: 'Digital products are delivered by email and never add to the delivery charge. An order with only digital items has no delivery charge at all.',
          },
        ],
      },
      {
        heading: 'Worked example',
        blocks: [
          {
            type: 'paragraph',
            text: 'Two hoodies and a poster going to Ohio with Standard delivery: $5.99 for the first item plus $2.00 for each of the other two, $9.99 in all.',
          },
        ],
      },
    ],
  },
  {
    databaseId: 202,
    slug: 'shipping-time-frames',
    category: 'shipping',
    titleKey: 'support.article.shipping-time-frames',
    summary: 'How long printing and delivery take for each delivery option.',
    keywords: ['how long', 'delivery time', 'arrive', 'when will', 'holiday', 'christmas', 'business days', 'production time', 'eta'],
    sections: [
      {
        heading: 'Arrival times',
        blocks: [
          {
            type: 'paragraph',
            text: 'Every item is printed to order, then shipped from the print partner closest to you, in the US or the EU. The times below count from the day you order and include printing. They are business days: Monday to Friday, not counting US federal holidays.',
          },
          { type: 'shippingTimes' },
          {
            type: 'paragraph',
            text: 'The checkout turns these into dates for your address, shown under each delivery option, and the same estimate is in your confirmation email.',
          },
        ],
      },
      {
        heading: 'Pre-orders and ship-by dates',
        blocks: [
          {
            type: 'paragraph',
            text: 'Some products show a ship-by date on their page: they are made in a batch and leave on that date, and the delivery time counts from then. Pre-order products let you leave your details so we can tell you when they are ready.',
          },
        ],
      },
      {
        heading: 'Holidays',
        blocks: [
          {
            type: 'paragraph',
            text: 'Before big holidays, product pages show the last day to order for delivery in time. Carriers are busier then, so choose Rush or Super rush delivery if the date matters.',
          },
        ],
      },
      {
        heading: 'When it takes longer',
        blocks: [
          {
            type: 'paragraph',
            text: 'Weather, customs checks and carrier backlogs can add a few days. If your estimate has passed, [track your order](/track) and then [contact us](/contact) with the order number.',
          },
        ],
      },
    ],
  },
  {
    databaseId: 301,
    slug: 'payments',
    category: 'billing',
    titleKey: 'support.article.payments',
    summary: 'The ways to pay, when you are charged and what to do when a payment fails.',
    keywords: [
      'pay',
      'credit card',
      'debit card',
      'paypal',
      'apple pay',
      'google pay',
      'afterpay',
      'declined',
      'charged twice',
      'refund',
      'currency',
    ],
    sections: [
      {
        heading: 'Ways to pay',
        blocks: [
          {
            type: 'paragraph',
            text: 'The payment methods you can use are listed in the third step of the checkout. Depending on the store, your device and where you are, they include:',
          },
          {
            type: 'list',
            ordered: false,
            items: [
              'Credit and debit cards (Visa, Mastercard, American Express, Discover).',
              'PayPal.',
              'Apple Pay or Google Pay, when your browser and device have a wallet set up.',
              'Afterpay, to pay in four instalments, for US stores paying in US dollars.',
            ],
          },
        ],
      },
      {
        heading: 'When you are charged',
        blocks: [
          {
            type: 'paragraph',
            text: 'We charge you once, when you select Place order and the payment is confirmed. Some banks and PayPal ask you to confirm on their own page first; you come back to the store afterwards. Selecting Place order twice never charges you twice.',
          },
          {
            type: 'paragraph',
            text: 'You pay in the currency shown at checkout. Your bank may add its own fee for payments in a foreign currency.',
          },
        ],
      },
      {
        heading: 'If a payment fails',
        blocks: [
          {
            type: 'list',
            ordered: false,
            items: [
              'Check the card number, expiry date, security code and the name on the card.',
              'Make sure the billing details match what your bank has on file.',
              'Try another card or payment method. Your cart and details stay filled in.',
              'A failed payment is not charged; a pending authorization from your bank disappears within a few days.',
            ],
          },
        ],
      },
      {
        heading: 'Refunds',
        blocks: [
          {
            type: 'paragraph',
            text: 'Refunds go back to the way you paid. Cards usually show them within 5–10 business days, PayPal sooner. For a faulty item, [contact us](/contact) with your order number.',
          },
        ],
      },
    ],
  },
  {
    databaseId: 302,
    slug: 'sales-tax-vats-customs-fees',
    category: 'billing',
    titleKey: 'support.article.sales-tax-vats-customs-fees',
    summary: 'US sales tax, VAT and customs duties, and which of them you pay at checkout.',
    keywords: ['tax', 'sales tax', 'vat', 'duty', 'duties', 'customs', 'import', 'gst', 'fees'],
    sections: [
      {
        heading: 'US sales tax',
        blocks: [
          {
            type: 'paragraph',
            text: 'For orders delivered in the United States we collect sales tax at the rate of the state the order goes to. It is shown as Sales Tax in your order summary as soon as we know your address. The tax is worked out on what you pay for the items after any discount, plus delivery, since most states tax delivery charges.',
          },
        ],
      },
      {
        heading: 'VAT in the EU and the UK',
        blocks: [
          {
            type: 'paragraph',
            text: 'Orders to the EU are printed and shipped inside the EU, so they do not go through customs. Where VAT applies to your order, it is included in the price or shown at checkout before you pay.',
          },
        ],
      },
      {
        heading: 'Customs duties and import fees',
        blocks: [
          {
            type: 'paragraph',
            text: 'Parcels that cross a border can be charged import duties, taxes and handling fees by the destination country. These are not part of the price you pay us: the carrier or your customs office collects them, usually before delivery. Rules depend on the country and the value of the parcel; your local customs office can tell you what to expect.',
          },
          {
            type: 'paragraph',
            text: 'If you refuse a parcel because of customs fees, it is returned to us, and we cannot refund the delivery charge.',
          },
        ],
      },
    ],
  },
  {
    databaseId: 401,
    slug: 'acceptable-use-policy',
    category: 'policies',
    titleKey: 'support.article.acceptable-use-policy',
    summary: 'What may and may not be sold or done on this store.',
    keywords: ['rules', 'report', 'offensive', 'hate', 'content', 'policy', 'abuse', 'prohibited'],
    sections: [
      {
        heading: 'Why we have this policy',
        blocks: [
          {
            type: 'paragraph',
            text: 'This store is run on a print-on-demand platform shared by many creators. To keep it safe for shoppers and fair to creators, everything sold here and everything people do on the site must follow these rules, together with our Terms of Use.',
          },
        ],
      },
      {
        heading: 'Products may not',
        blocks: [
          {
            type: 'list',
            ordered: false,
            items: [
              'Use other people’s trademarks, artwork, photos or likeness without permission.',
              'Promote violence, hatred or discrimination against people because of who they are.',
              'Show sexual content involving minors, or sexual content of anyone without consent.',
              'Promote illegal goods, self-harm or dangerous activities.',
              'Mislead shoppers about what they are buying, its origin or its purpose.',
            ],
          },
        ],
      },
      {
        heading: 'Visitors may not',
        blocks: [
          {
            type: 'list',
            ordered: false,
            items: [
              'Use stolen payment details or place fraudulent orders.',
              'Try to get into parts of the store, accounts or systems they are not meant to reach, or to get around an access code.',
              'Scrape, overload or disrupt the store, or probe it for weaknesses without permission.',
              'Send spam or harassing messages through the contact form or live chat.',
            ],
          },
        ],
      },
      {
        heading: 'Reporting a problem',
        blocks: [
          {
            type: 'paragraph',
            text: 'Every product page has a Report link. You can also [contact us](/contact) and tell us what is wrong and where. We review every report, remove what breaks these rules, and may close the stores or block the visitors responsible.',
          },
        ],
      },
    ],
  },
  {
    databaseId: 402,
    slug: 'repeat-infringer-policy',
    category: 'policies',
    titleKey: 'support.article.repeat-infringer-policy',
    summary: 'How copyright and trademark complaints are handled, and what happens to repeat infringers.',
    keywords: ['copyright', 'trademark', 'dmca', 'infringement', 'takedown', 'intellectual property', 'counter notice', 'stolen design'],
    sections: [
      {
        heading: 'Our commitment',
        blocks: [
          {
            type: 'paragraph',
            text: 'We respect the rights of artists and brand owners and expect every creator on the platform to do the same. When we receive a valid notice that a product infringes someone’s copyright or trademark, we take the product down promptly.',
          },
        ],
      },
      {
        heading: 'Sending a notice',
        blocks: [
          {
            type: 'paragraph',
            text: '[Contact us](/contact) and choose Something else as the reason. Include:',
          },
          {
            type: 'list',
            ordered: true,
            items: [
              'Your name and how to reach you.',
              'The work or mark you own, and proof of ownership where you have it.',
              'The link to each product you believe infringes it.',
              'A statement that you believe in good faith the use is not authorised, and that the information in your notice is accurate.',
            ],
          },
        ],
      },
      {
        heading: 'Counter notices',
        blocks: [
          {
            type: 'paragraph',
            text: 'A creator whose product was removed can reply if they believe the removal was a mistake, for example because they have a licence. We pass the counter notice to the person who complained and may restore the product unless they tell us they have started legal action.',
          },
        ],
      },
      {
        heading: 'Repeat infringers',
        blocks: [
          {
            type: 'paragraph',
            text: 'Each valid notice counts as a strike against the creator’s account. A creator who collects three strikes within twelve months, or whose infringement is deliberate or serious, loses their store and may not open a new one. Strikes withdrawn after a successful counter notice do not count.',
          },
        ],
      },
    ],
  },
]

export function findArticle(slug: string): SupportArticle | null {
  return SUPPORT_ARTICLES.find((article) => article.slug === slug) ?? null
}

export function articlesOf(category: SupportCategory): SupportArticle[] {
  return category.posts.map((slug) => findArticle(slug)).filter((article): article is SupportArticle => article !== null)
}
