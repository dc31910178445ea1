import { NFT_PRIMARY_PRODUCT_ID } from '../../../../domain/constants'
import type { StoreImportInput } from '../../../../domain/schemas/store-import'
import type { ThemeInput } from '../../../../domain/schemas/theme'
import { artUrl, type Colour, product } from './kit'

/**
 * Moonlit Supply: the default demo store. A night-sky apparel and print label run by an
 * illustrator who draws after dark; dark navy and gold, paginated feed, support pages on.
 */

const MIDNIGHT: Colour = { color: 'Midnight Navy', hex: '#1b2340' }
const CHARCOAL: Colour = { color: 'Charcoal', hex: '#2f3136' }
const HEATHER: Colour = { color: 'Heather Grey', hex: '#9a9ca3' }
const BONE: Colour = { color: 'Bone', hex: '#efe9dc' }
const DUSK: Colour = { color: 'Dusk Plum', hex: '#4a2f4f' }
const BLACK: Colour = { color: 'Black', hex: '#151517' }
const MOSS: Colour = { color: 'Night Moss', hex: '#2f3b30' }
const GOLD: Colour = { color: 'Harvest Gold', hex: '#d9a93f' }
const SLATE: Colour = { color: 'Slate Blue', hex: '#3e4c6d' }
const WHITE: Colour = { color: 'White', hex: '#ffffff' }
const NATURAL: Colour = { color: 'Natural', hex: '#efe6d2' }
const NIGHT_SKY: Colour = { color: 'Night Sky', hex: '#141b33' }
const PARCHMENT: Colour = { color: 'Parchment', hex: '#efe3c2' }

const HOLIDAY = 'Order by December 12 for delivery before December 24 with standard US shipping.'

type HeroTemplate = NonNullable<NonNullable<NonNullable<ThemeInput['content']>['heroBanner']>['template']>
type LiveChat = NonNullable<ThemeInput['meta']>['liveChat']

/** The live-chat provider the draft tries on the support pages (a stand-in host: point it at your provider's script). */
const DRAFT_LIVE_CHAT: LiveChat = { scriptUrl: 'https://chat.example.com/widget/{siteId}.js', siteId: 'moonlit-supply' }

function theme(heroTitle: string, notification: string, heroTemplate: HeroTemplate = '2', liveChat?: LiveChat): ThemeInput {
  return {
    meta: {
      storeName: 'Moonlit Supply',
      newsletterAction: 'https://newsletter.example.com/moonlit/subscribe',
      seo: {
        title: 'Moonlit Supply — clothing and prints for night owls',
        description: 'Hand-drawn night-sky apparel, posters and goods, printed to order and shipped worldwide from the US and EU.',
        image: artUrl('hoodie', MIDNIGHT.hex, 'Up Past Midnight'),
      },
      liveChatDisabled: 'true',
      ...(liveChat ? { liveChat } : {}),
    },
    brand: {
      socialMedia: [
        { id: 'instagram', url: 'https://www.instagram.com/moonlit.supply', icon: 'instagram' },
        { id: 'tiktok', url: 'https://www.tiktok.com/@moonlitsupply', icon: 'tiktok' },
        { id: 'youtube', url: 'https://www.youtube.com/@moonlitsupply', icon: 'youtube' },
        { id: 'discord', url: 'https://discord.gg/moonlitsupply', icon: 'discord' },
      ],
    },
    layout: { productFeed: 'pagination' },
    styles: {
      typography: { headingFont: "Georgia, 'Times New Roman', serif", bodyFont: 'system-ui' },
      button: { background: '#e0b84f', text: '#141a2e', radius: 4 },
      header: { background: '#0f1426', text: '#f3ead3' },
      heroBanner: { background: '#141b33', text: '#f3ead3' },
      footer: { background: '#0b0f1d', text: '#cfc8b4' },
      primaryColor: '#e0b84f',
    },
    content: {
      header: {
        template: '1',
        links: [
          { label: 'New Moon Drop', url: '/new-moon' },
          { label: 'Size guide', url: '/size-guide' },
        ],
        showAbout: true,
      },
      heroBanner: {
        template: heroTemplate,
        title: heroTitle,
        subtitle: 'Hand-drawn goods for the hours after dark',
        body: 'Heavyweight hoodies, soft tees and archival prints, drawn by lamplight and printed to order. Nothing sits in a warehouse; every piece is made for you.',
        imageUrl: artUrl('hoodie', MIDNIGHT.hex, 'Up Past Midnight'),
        showSearch: true,
        button: { label: 'Shop the New Moon Drop', url: '/new-moon' },
      },
      notification: { text: notification, url: '/new-moon' },
      footer: {
        template: '1',
        about:
          'Moonlit Supply is a two-person studio in Tucson, Arizona, under some of the darkest skies in the country. We draw the night and put it on things you will wear for years.',
        copyright: '© 2026 Moonlit Supply',
        contactEmail: 'hello@moonlit.example',
        contactAddress: '1200 E Speedway Blvd, Tucson, AZ 85719',
        newsletter: true,
      },
      categories: [
        { slug: 'apparel/hoodies', title: 'Hoodies & Sweats', imageUrl: artUrl('hoodie', CHARCOAL.hex, 'Nocturne No. 3', 560) },
        { slug: 'apparel/tees', title: 'Tees & Tanks', imageUrl: artUrl('tee', BLACK.hex, 'Wax Full Wane', 560) },
        { slug: 'home', title: 'Home & Desk', imageUrl: artUrl('poster', NIGHT_SKY.hex, 'Lunar Calendar 2026', 560) },
        { slug: 'digital', title: 'Digital', imageUrl: artUrl('digital', NIGHT_SKY.hex, 'Constellations', 560) },
      ],
      about: {
        heroImageUrl: artUrl('poster', NIGHT_SKY.hex, 'Moon Garden'),
        blocks: [
          {
            type: 'paragraph',
            text: 'Moonlit Supply started in 2019 as a sketchbook kept on night shifts. The drawings became stickers, the stickers became shirts, and the shirts found a few thousand other people who do their best thinking after dark.',
          },
          {
            type: 'paragraph',
            text: 'We still draw every design by hand, and we only print what is ordered. That means less waste, no overstock sales, and a little wait while your piece is made.',
          },
          {
            type: 'orderedList',
            items: [
              'Each design starts as an ink drawing, scanned at 1200 dpi.',
              'We test every print on a sample blank and wash it ten times before it goes on sale.',
              'Your order is printed to order within 2–5 business days.',
              'It ships in a recycled mailer from our print partners in the US or EU, whichever is closer to you.',
            ],
          },
          {
            type: 'paragraph',
            text: 'Questions about an order? Our support pages cover shipping, returns and sizing, and a real person answers every email.',
          },
        ],
      },
      extraPages: [
        {
          path: '/size-guide',
          title: 'Size guide',
          blocks: [
            {
              type: 'paragraph',
              text: 'Every apparel listing has a size chart with chest, length and sleeve in inches and centimetres. To find your size, measure a piece you already love:',
            },
            {
              type: 'orderedList',
              items: [
                'Lay it flat and smooth it out.',
                'Chest: measure straight across, one inch below the armpits.',
                'Length: measure from the highest point of the shoulder to the hem.',
                'Compare with the chart and pick the closest size; size up for a relaxed fit.',
              ],
            },
          ],
        },
      ],
    },
  }
}

const store: StoreImportInput = {
  store: {
    slug: 'moonlit',
    name: 'Moonlit Supply',
    sellerId: 'seller_moonlit_supply',
    region: 'USA',
    domains: ['shop.moonlit.example'],
    flags: { support: true, legacyCheckout: false, checkoutV2: true, hideCard: false, hidePaypal: false },
  },
  theme: theme('Made for the hours after dark', 'The New Moon Drop is live: limited runs, printed to order'),
  // The draft tries the poster hero (template 5) for the coming collection, and a live-chat provider.
  draftTheme: theme('Preview: The Eclipse Collection', 'Coming soon: The Eclipse Collection', '5', DRAFT_LIVE_CHAT),
  collections: [
    { slug: 'apparel', name: 'Apparel', imageListing: 'midnight-hoodie' },
    { slug: 'hoodies', name: 'Hoodies & Sweats', parent: 'apparel', imageListing: 'nocturne' },
    { slug: 'tees', name: 'Tees & Tanks', parent: 'apparel', imageListing: 'phases-of-the-moon' },
    { slug: 'home', name: 'Home & Desk', imageListing: 'lunar-calendar-poster' },
    { slug: 'accessories', name: 'Accessories', imageListing: 'crescent-dad-cap' },
    { slug: 'digital', name: 'Digital', imageListing: 'constellation-wallpaper-pack' },
    { slug: 'new-moon', name: 'New Moon Drop', imageListing: 'midnight-hoodie' },
    { slug: 'collectibles', name: 'Collectibles', imageListing: 'moonlit-genesis-pass' },
  ],
  listings: [
    {
      slug: 'midnight-hoodie',
      title: 'Midnight Hoodie',
      description:
        "Our heaviest hoodie, made for 2 a.m. walks, late edits and the last train home. 'Up Past Midnight' is printed across the chest in a soft gold ink that glows against the navy.",
      holidayDeliveryMessage: HOLIDAY,
      collections: ['apparel', 'hoodies', 'new-moon'],
      products: [
        product('hoodie', 'midnight-hoodie', {
          artwork: 'Up Past Midnight',
          colours: [MIDNIGHT, CHARCOAL, HEATHER, DUSK],
          soldOut: { Charcoal: ['XS'] },
          soldOutColours: ['Dusk Plum'],
          // Deep stock in the colour and sizes the end-to-end journey buys.
          counts: { 'Midnight Navy': { M: 400, L: 400 } },
        }),
      ],
    },
    {
      slug: 'phases-of-the-moon',
      title: 'Phases of the Moon',
      description:
        'Eight phases, one cycle, drawn with a dip pen over a full lunar month. Available as our everyday tee or a heavyweight hoodie.',
      collections: ['apparel', 'tees', 'hoodies'],
      products: [
        product('tee', 'phases-of-the-moon', {
          artwork: 'Wax Full Wane',
          colours: [BLACK, MIDNIGHT, BONE, SLATE],
          soldOut: { Bone: ['XS', '3XL'] },
        }),
        product('hoodie', 'phases-of-the-moon', { artwork: 'Wax Full Wane', colours: [BLACK, MIDNIGHT, HEATHER] }),
      ],
    },
    {
      slug: 'night-owl-club-crewneck',
      title: 'Night Owl Club Crewneck',
      description: 'Membership is free and the hours are terrible. A collegiate arch in cream on a cosy midweight crew.',
      collections: ['apparel', 'hoodies'],
      products: [
        product('crewneck', 'night-owl-club', {
          artwork: 'Night Owl Club',
          colours: [BONE, CHARCOAL, MOSS, MIDNIGHT],
          soldOut: { Bone: ['3XL'] },
        }),
      ],
    },
    {
      slug: 'new-moon-tee',
      title: 'New Moon Tee',
      description: 'The new moon is the dark one: a clean start. A small chest print for people who like their shirts quiet.',
      collections: ['apparel', 'tees', 'new-moon'],
      products: [product('tee', 'new-moon-tee', { artwork: 'New Moon, New Plans', colours: [BLACK, BONE, SLATE] })],
    },
    {
      slug: 'lunar-calendar-poster',
      title: 'Lunar Calendar 2026 Poster',
      description:
        'Every full moon, new moon and eclipse of 2026 on one sheet, with moonrise times for the continental US. Pin it above your desk and never miss a clear night.',
      holidayDeliveryMessage: HOLIDAY,
      collections: ['home', 'new-moon'],
      products: [product('poster', 'lunar-calendar', { artwork: 'Lunar Calendar 2026', colours: [NIGHT_SKY, PARCHMENT, DUSK] })],
    },
    {
      slug: 'crescent-dad-cap',
      title: 'Crescent Dad Cap',
      description: 'A washed cotton cap with a tiny embroidered crescent and our wordmark. Goes with everything, especially bedhead.',
      collections: ['accessories'],
      products: [product('cap', 'crescent-cap', { artwork: 'Moonlit', colours: [MIDNIGHT, BLACK, BONE], soldOutColours: ['Bone'] })],
    },
    {
      slug: 'after-hours-mug',
      title: 'After Hours Mug',
      description: 'For the coffee you should not be drinking at 11 p.m. Glossy glaze, gold lettering, big handle.',
      collections: ['home'],
      products: [product('mug', 'after-hours-mug', { artwork: 'After Hours', colours: [MIDNIGHT, BLACK, WHITE] })],
    },
    {
      slug: 'star-chart-tote',
      title: 'Star Chart Tote',
      description: 'The northern sky on a January night, printed on heavy canvas. Holds a laptop, a sketchbook and a thermos.',
      collections: ['accessories'],
      products: [product('tote', 'star-chart-tote', { artwork: 'Look Up', colours: [NATURAL, BLACK, MIDNIGHT] })],
    },
    {
      slug: 'moon-phase-sticker',
      title: 'Moon Phase Sticker',
      description: 'A weatherproof vinyl sticker for laptops, water bottles and telescope cases.',
      collections: ['accessories'],
      products: [product('sticker', 'moon-phase-sticker', { artwork: 'Moon Phase', colours: [GOLD, MIDNIGHT, WHITE] })],
    },
    {
      slug: 'dark-sky-tank',
      title: 'Dark Sky Tank',
      description:
        'Light pollution hides most of the stars. A breezy tank for summer star parties, supporting the fight to keep the night dark.',
      collections: ['apparel', 'tees'],
      products: [
        product('tank', 'dark-sky-tank', {
          artwork: 'Protect the Dark Sky',
          colours: [BLACK, HEATHER, BONE],
          soldOut: { Black: ['XS', 'S'] },
        }),
      ],
    },
    {
      slug: 'constellation-wallpaper-pack',
      title: 'Constellation Wallpaper Pack',
      description:
        'The Constellations artwork as a wallpaper for your phone, tablet or desktop: one scalable SVG file, sharp on any screen.',
      collections: ['digital'],
      products: [product('digital', 'constellation-wallpapers', { artwork: 'Constellations', colours: [NIGHT_SKY] })],
    },
    {
      slug: 'full-moon-field-guide',
      title: 'Full Moon Field Chart',
      description: 'Our full moon field chart as a printable art print: one scalable SVG file, print it at home at any size.',
      collections: ['digital'],
      products: [
        product('digital', 'full-moon-field-guide', {
          artwork: 'Field Guide',
          colours: [PARCHMENT],
          prices: [['Digital', 1200]],
          description: 'A printable SVG art print, delivered as an instant download link once your order is processed.',
        }),
      ],
    },
    {
      slug: 'night-sounds-vol-1',
      title: 'Night Sounds Vol. 1 Cover Art',
      description:
        'The cover of our porch-recorded lo-fi album as a digital art print: one scalable SVG file for your wall or your screen.',
      collections: ['digital'],
      products: [
        product('digital', 'night-sounds', {
          artwork: 'Night Sounds Vol. 1',
          colours: [DUSK],
          prices: [['Digital', 1000]],
          description: 'The album cover as a scalable SVG art print, delivered as an instant download link.',
        }),
      ],
    },
    {
      slug: 'total-eclipse-hoodie',
      title: 'Total Eclipse Hoodie (Pre-order)',
      description: 'Made for the August 2026 eclipse. Pre-order now and we will print yours in the first run; orders ship in early March.',
      checkoutFlow: 1,
      collections: ['apparel', 'hoodies', 'new-moon'],
      products: [
        product('hoodie', 'total-eclipse', {
          artwork: 'Totality',
          colours: [BLACK, MIDNIGHT, BONE],
          estimatedShipDate: '2026-03-02',
          priceDelta: 400,
        }),
      ],
    },
    {
      slug: 'moonlit-genesis-pass',
      title: 'Moonlit Genesis Pass',
      description: 'One of 500 animated collectibles. Holders get early access to every drop and a printed certificate.',
      collections: ['collectibles'],
      products: [
        product('nft', 'genesis-pass', {
          artwork: 'Genesis Pass',
          colours: [{ color: 'Holographic', hex: '#2b2f5c' }],
          fixedProductId: NFT_PRIMARY_PRODUCT_ID,
        }),
      ],
    },
    {
      slug: 'night-shift-supporters-tee',
      title: 'Night Shift Supporters Tee',
      description:
        'A thank-you shirt for our Discord supporters, still being finished. Set to Private, so only we see it, in preview, until it launches.',
      visibility: 'private',
      collections: ['apparel', 'tees'],
      products: [product('tee', 'supporters-tee', { artwork: 'Night Shift Crew', colours: [BLACK, MIDNIGHT, GOLD] })],
    },
    {
      slug: 'waxing-gibbous-tee',
      title: 'Waxing Gibbous Tee',
      description: 'Almost full, still growing. A big back-of-the-sketchbook moon with a lot of texture.',
      collections: ['apparel', 'tees'],
      products: [
        product('tee', 'waxing-gibbous', {
          artwork: 'Waxing Gibbous',
          colours: [HEATHER, MIDNIGHT, BLACK, { ...MOSS, visibility: 'private' }],
        }),
      ],
    },
    {
      slug: 'nocturne',
      title: 'Nocturne No. 3',
      description: 'Named for the piano piece we draw to most nights. Choose the hoodie or the crewneck; both are heavyweight fleece.',
      collections: ['apparel', 'hoodies'],
      products: [
        product('hoodie', 'nocturne', { artwork: 'Nocturne No. 3', colours: [CHARCOAL, MIDNIGHT, DUSK] }),
        product('crewneck', 'nocturne', { artwork: 'Nocturne No. 3', colours: [BONE, HEATHER, CHARCOAL] }),
      ],
    },
    {
      slug: 'tidal-pull-crewneck',
      title: 'Tidal Pull Crewneck',
      description: 'The moon moves the sea, and a good sweatshirt moves you out of bed. Wave linework in navy ink.',
      collections: ['apparel', 'hoodies'],
      products: [product('crewneck', 'tidal-pull', { artwork: 'The Moon Moves the Sea', colours: [SLATE, BONE, MIDNIGHT] })],
    },
    {
      slug: 'sleepless-city-tee',
      title: 'Sleepless City Tee',
      description:
        'A skyline with every window lit. For the night-shift nurses, bakers, cab drivers and everyone else keeping the lights on.',
      collections: ['apparel', 'tees'],
      products: [
        product('tee', 'sleepless-city', {
          artwork: 'Sleepless City',
          colours: [BLACK, CHARCOAL, BONE, GOLD],
          soldOut: { 'Harvest Gold': ['XS', 'S'] },
        }),
      ],
    },
    {
      slug: 'moon-garden-print',
      title: 'Moon Garden Print',
      description: 'Night-blooming flowers (moonflower, evening primrose, jasmine) in white gouache on deep blue.',
      collections: ['home'],
      products: [product('poster', 'moon-garden', { artwork: 'Moon Garden', colours: [NIGHT_SKY, MOSS, PARCHMENT] })],
    },
    {
      slug: 'orbit-cap',
      title: 'Orbit Cap',
      description: 'A ringed planet embroidered on the side, nothing on the front. Subtle enough for the office.',
      collections: ['accessories'],
      products: [product('cap', 'orbit-cap', { artwork: 'Orbit', colours: [BLACK, SLATE, GOLD] })],
    },
    {
      slug: 'moonrise-mug',
      title: 'Moonrise Mug',
      description: 'A slow moonrise wrapping all the way round the mug. Our favourite for tea.',
      collections: ['home'],
      products: [product('mug', 'moonrise-mug', { artwork: 'Moonrise', colours: [WHITE, BLACK, SLATE] })],
    },
    {
      slug: 'night-shift-tote',
      title: 'Night Shift Tote',
      description: 'Scrubs, snacks, a paperback for the break room. Sturdy canvas that softens with use.',
      collections: ['accessories'],
      products: [product('tote', 'night-shift-tote', { artwork: 'Night Shift', colours: [BLACK, NATURAL, SLATE] })],
    },
    {
      slug: 'perseids-sticker',
      title: 'Perseids Sticker',
      description: 'The best meteor shower of the year peaks every August. This sticker peaks all year.',
      collections: ['accessories'],
      products: [product('sticker', 'perseids-sticker', { artwork: 'Perseids', colours: [MIDNIGHT, GOLD, WHITE] })],
    },
  ],
  promoCodes: [
    { code: 'MOON10', type: 'percentage', percentage: 10, minSubtotal: '20.00' },
    { code: 'WELCOME5', type: 'fixed', amount: '5.00' },
    { code: 'OLDMOON', type: 'percentage', percentage: 25, expiresAt: '2024-01-01T00:00:00Z' },
  ],
}

export default store
