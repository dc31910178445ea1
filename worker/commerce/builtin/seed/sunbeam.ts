import type { StoreImportInput } from '../../../../domain/schemas/store-import'
import type { ThemeInput } from '../../../../domain/schemas/theme'
import { artUrl, type Colour, product } from './kit'

/**
 * Sunbeam Studio: a bright, warm illustration studio selling sunny everyday goods. Cream
 * and coral, infinite-scroll feed, support pages off (footer links go to the platform).
 */

const CREAM: Colour = { color: 'Cream', hex: '#fff4e0' }
const SUNSHINE: Colour = { color: 'Sunshine', hex: '#ffc845' }
const CORAL: Colour = { color: 'Coral', hex: '#ff6b4a' }
const PEACH: Colour = { color: 'Peach', hex: '#ffb59a' }
const SKY: Colour = { color: 'Sky', hex: '#8fd3f4' }
const SAGE: Colour = { color: 'Sage', hex: '#a8c3a0' }
const LILAC: Colour = { color: 'Lilac', hex: '#c9b6e4' }
const COCOA: Colour = { color: 'Cocoa', hex: '#5a3e36' }
const TERRACOTTA: Colour = { color: 'Terracotta', hex: '#c8553d' }
const WHITE: Colour = { color: 'White', hex: '#ffffff' }
const NATURAL: Colour = { color: 'Natural', hex: '#efe6d2' }

type Templates = { header: '1' | '2' | '3' | 'custom'; hero: '1' | '2' | '3' | '4' | '5' }

function theme(templates: Templates): ThemeInput {
  return {
    meta: {
      storeName: 'Sunbeam Studio',
      newsletterAction: 'https://newsletter.example.com/sunbeam/subscribe',
      seo: {
        title: 'Sunbeam Studio — happy things for slow mornings',
        description: 'Illustrated tees, mugs, prints and totes from a tiny sunny studio in San Diego. Printed to order.',
        image: artUrl('tee', SUNSHINE.hex, 'Good Morning Sunshine'),
      },
      liveChatDisabled: 'true',
    },
    brand: {
      socialMedia: [
        { id: 'instagram', url: 'https://www.instagram.com/sunbeam.studio', icon: 'instagram' },
        { id: 'tiktok', url: 'https://www.tiktok.com/@sunbeamstudio', icon: 'tiktok' },
        { id: 'website', url: 'https://sunbeam.example/journal', icon: 'website' },
      ],
    },
    layout: { productFeed: 'infinite' },
    styles: {
      typography: { headingFont: "'Trebuchet MS', 'Avenir Next', system-ui, sans-serif", bodyFont: 'system-ui' },
      button: { background: '#ff6b4a', text: '#ffffff', radius: 24 },
      header: { background: '#fffaf2', text: '#3b2a20' },
      heroBanner: { background: '#ffe9d6', text: '#3b2a20' },
      footer: { background: '#fff1e3', text: '#3b2a20' },
      primaryColor: '#ff6b4a',
    },
    content: {
      header: {
        template: templates.header,
        links: [{ label: 'Summer Shop', url: '/summer' }],
        showAbout: false,
      },
      heroBanner: {
        template: templates.hero,
        title: 'Good mornings, made by hand',
        subtitle: 'New summer prints are here',
        body: 'Sunny illustrations on soft tees, glossy mugs and canvas totes. Everything is printed when you order it, so nothing goes to waste.',
        imageUrl: artUrl('mug', SUNSHINE.hex, 'Marmalade Mornings'),
        showSearch: false,
        button: { label: 'Shop summer', url: '/summer' },
      },
      notification: { text: 'Free shipping on US orders over $75 this weekend', url: '/summer' },
      footer: {
        template: '2',
        about:
          'Sunbeam Studio is illustrator Ines Marlow and a very lazy cat. We paint with gouache by a south-facing window and put the results on things you use every day.',
        copyright: '© 2026 Sunbeam Studio',
        contactEmail: 'hi@sunbeam.example',
        newsletter: true,
      },
      categories: [
        { slug: 'apparel', title: 'Clothing', imageUrl: artUrl('tee', CORAL.hex, 'Golden Hour', 560) },
        { slug: 'kitchen', title: 'Kitchen', imageUrl: artUrl('mug', WHITE.hex, 'Marmalade Mornings', 560) },
        { slug: 'prints', title: 'Art Prints', imageUrl: artUrl('poster', SUNSHINE.hex, 'Sunny Side Up', 560) },
        { slug: 'bags', title: 'Bags & Accessories', imageUrl: artUrl('tote', NATURAL.hex, 'Beach Day', 560) },
      ],
    },
  }
}

/**
 * 'Thirty Sunrises': a small print of every sunrise Ines painted in June, one listing a
 * day. They make the feed long enough to show how the home page's infinite feed hands
 * over to a Load more button after three pages, so the footer stays reachable.
 */
const SUNRISE_SKIES: Array<[Colour, Colour]> = [
  [PEACH, CREAM],
  [SUNSHINE, SKY],
  [CORAL, CREAM],
  [LILAC, PEACH],
  [SKY, SUNSHINE],
]

function sunrise(day: number): NonNullable<StoreImportInput['listings']>[number] {
  return {
    slug: `sunrise-june-${day}`,
    title: `Sunrise, June ${day}`,
    description: `The sky over the studio window at dawn on June ${day}, painted before the first coffee. Part of Thirty Sunrises.`,
    collections: ['sunrises'],
    products: [
      product('poster', `sunrise-june-${day}`, { artwork: `June ${day}`, colours: SUNRISE_SKIES[(day - 1) % SUNRISE_SKIES.length] }),
    ],
  }
}

const store: StoreImportInput = {
  store: {
    slug: 'sunbeam',
    name: 'Sunbeam Studio',
    sellerId: 'seller_sunbeam_studio',
    region: 'USA',
    domains: ['sunbeam.example'],
    flags: { support: false, legacyCheckout: false, checkoutV2: true, hideCard: false, hidePaypal: false },
  },
  theme: theme({ header: '2', hero: '4' }),
  // The draft tries the bold header and the statement hero (templates 3) for the summer relaunch.
  draftTheme: theme({ header: '3', hero: '3' }),
  collections: [
    { slug: 'apparel', name: 'Clothing', imageListing: 'good-morning-sunshine' },
    { slug: 'tees', name: 'Tees & Tanks', parent: 'apparel', imageListing: 'good-morning-sunshine' },
    { slug: 'sweats', name: 'Sweats', parent: 'apparel', imageListing: 'golden-hour-hoodie' },
    { slug: 'kitchen', name: 'Kitchen', imageListing: 'marmalade-mornings-mug' },
    { slug: 'prints', name: 'Art Prints', imageListing: 'sunny-side-up-print' },
    { slug: 'sunrises', name: 'Thirty Sunrises', parent: 'prints', imageListing: 'sunrise-june-1' },
    { slug: 'bags', name: 'Bags & Accessories', imageListing: 'beach-day-tote' },
    { slug: 'digital', name: 'Digital Goodies', imageListing: 'wildflower-wallpapers' },
    { slug: 'summer', name: 'Summer Shop', imageListing: 'sun-salutation-tank' },
  ],
  listings: [
    {
      slug: 'good-morning-sunshine',
      title: 'Good Morning Sunshine',
      description: 'Our best seller: a cheerful sun rising over a coffee cup. Comes as an everyday tee or a breezy tank.',
      collections: ['apparel', 'tees', 'summer'],
      products: [
        product('tee', 'good-morning-sunshine', {
          artwork: 'Good Morning Sunshine',
          colours: [CREAM, SUNSHINE, CORAL, SKY],
          soldOut: { Sky: ['XS'] },
        }),
        product('tank', 'good-morning-sunshine', { artwork: 'Good Morning Sunshine', colours: [CREAM, PEACH, SKY] }),
      ],
    },
    {
      slug: 'golden-hour-hoodie',
      title: 'Golden Hour Hoodie',
      description: 'That last warm hour before sunset, painted in five shades of orange. Soft fleece for beach bonfires.',
      collections: ['apparel', 'sweats'],
      products: [
        product('hoodie', 'golden-hour', {
          artwork: 'Golden Hour',
          colours: [CORAL, CREAM, COCOA, SAGE],
          soldOut: { Coral: ['3XL'], Cocoa: ['XS'] },
        }),
      ],
    },
    {
      slug: 'citrus-club-crewneck',
      title: 'Citrus Club Crewneck',
      description: 'Lemons, limes and one very smug grapefruit. A retro varsity crew for picnic season.',
      collections: ['apparel', 'sweats'],
      products: [
        product('crewneck', 'citrus-club', { artwork: 'Citrus Club', colours: [SUNSHINE, CREAM, SAGE], soldOutColours: ['Sage'] }),
      ],
    },
    {
      slug: 'sun-salutation-tank',
      title: 'Sun Salutation Tank',
      description: 'A light tank with a stretching sun on the front, for morning yoga or doing absolutely nothing.',
      collections: ['apparel', 'tees', 'summer'],
      products: [product('tank', 'sun-salutation', { artwork: 'Sun Salutation', colours: [CREAM, PEACH, SKY] })],
    },
    {
      slug: 'marmalade-mornings-mug',
      title: 'Marmalade Mornings Mug',
      description: 'Orange slices and toast crumbs all the way round. Breakfast in mug form.',
      collections: ['kitchen'],
      products: [product('mug', 'marmalade-mug', { artwork: 'Marmalade Mornings', colours: [WHITE, SUNSHINE, CORAL] })],
    },
    {
      slug: 'beach-day-tote',
      title: 'Beach Day Tote',
      description: 'Towel, sunscreen, a paperback and a peach. Heavy canvas that shakes the sand right off.',
      collections: ['bags', 'summer'],
      products: [product('tote', 'beach-day-tote', { artwork: 'Beach Day', colours: [NATURAL, CORAL, SKY] })],
    },
    {
      slug: 'sunny-side-up-print',
      title: 'Sunny Side Up Print',
      description: 'A fried egg that thinks it is the sun. Gouache original, reproduced on thick matte paper.',
      collections: ['prints'],
      products: [product('poster', 'sunny-side-up', { artwork: 'Sunny Side Up', colours: [SUNSHINE, CREAM, SKY] })],
    },
    {
      slug: 'peach-fuzz-cap',
      title: 'Peach Fuzz Cap',
      description: 'A washed cotton cap with a tiny embroidered peach. Soft crown, curved brim, adjustable strap.',
      collections: ['bags', 'summer'],
      products: [product('cap', 'peach-fuzz-cap', { artwork: 'Peach Fuzz', colours: [PEACH, CREAM, COCOA] })],
    },
    {
      slug: 'daydreamer-sticker',
      title: 'Daydreamer Sticker',
      description: 'A cloud with a little face, lost in thought. Waterproof vinyl for bottles and laptops.',
      collections: ['bags'],
      products: [product('sticker', 'daydreamer', { artwork: 'Daydreamer', colours: [SUNSHINE, LILAC, CORAL] })],
    },
    {
      slug: 'wildflower-wallpapers',
      title: 'Wildflower Wallpapers',
      description: 'A painted wildflower meadow as a wallpaper for your phone or desktop: one scalable SVG file, sharp on any screen.',
      collections: ['digital'],
      products: [product('digital', 'wildflower-wallpapers', { artwork: 'Wildflowers', colours: [SAGE], prices: [['Digital', 600]] })],
    },
    {
      slug: 'sunbeam-brush-set',
      title: 'Sunbeam Gouache Swatch Card',
      description: 'The gouache palette behind every Sunbeam illustration as a printable swatch card: one scalable SVG file.',
      collections: ['digital'],
      products: [
        product('digital', 'brush-set', {
          artwork: 'Gouache Swatches',
          colours: [TERRACOTTA],
          prices: [['Digital', 1500]],
          description: 'A printable SVG swatch card, delivered as an instant download link once your order is processed.',
        }),
      ],
    },
    {
      slug: 'fresh-lemonade',
      title: 'Fresh Lemonade',
      description: 'A hand-lettered lemonade-stand sign. Pick the tee for summer or the crew for cool evenings.',
      collections: ['apparel', 'tees', 'sweats', 'summer'],
      products: [
        product('tee', 'fresh-lemonade', { artwork: 'Fresh Lemonade', colours: [SUNSHINE, CREAM, SKY] }),
        product('crewneck', 'fresh-lemonade', { artwork: 'Fresh Lemonade', colours: [CREAM, SUNSHINE, LILAC] }),
      ],
    },
    {
      slug: 'summer-solstice-print',
      title: 'Summer Solstice Print',
      description: 'The longest day of the year as a sunburst of sixteen colours. Signed and dated in the margin.',
      collections: ['prints', 'summer'],
      products: [product('poster', 'summer-solstice', { artwork: 'Summer Solstice', colours: [CORAL, SUNSHINE, CREAM], priceDelta: 300 })],
    },
    {
      slug: 'picnic-club-tee',
      title: 'Picnic Club Tee',
      description: 'Gingham, strawberries and an ant who was definitely not invited.',
      collections: ['apparel', 'tees'],
      products: [product('tee', 'picnic-club', { artwork: 'Picnic Club', colours: [SAGE, CREAM, CORAL] })],
    },
    {
      slug: 'slow-sundays-crewneck',
      title: 'Slow Sundays Crewneck',
      description: 'For pancakes, crosswords and not answering email. A soft lilac crew with a sleepy sun.',
      collections: ['apparel', 'sweats'],
      products: [
        product('crewneck', 'slow-sundays', { artwork: 'Slow Sundays', colours: [LILAC, CREAM, SKY], soldOut: { Lilac: ['XS', '3XL'] } }),
      ],
    },
    {
      slug: 'grow-toward-the-light-mug',
      title: 'Grow Toward the Light Mug',
      description: 'A sunflower stretching around the mug. A small reminder with your morning coffee.',
      collections: ['kitchen'],
      products: [product('mug', 'grow-toward-the-light', { artwork: 'Grow Toward the Light', colours: [WHITE, SAGE, SUNSHINE] })],
    },
    {
      slug: 'farmers-market-tote',
      title: 'Farmers Market Tote',
      description: 'Peaches, leeks and a loaf of sourdough, all hand-painted. Carries the real thing too.',
      collections: ['bags'],
      products: [product('tote', 'farmers-market', { artwork: 'Farmers Market', colours: [NATURAL, SAGE, TERRACOTTA] })],
    },
    {
      slug: 'heatwave-tee',
      title: 'Heatwave Tee',
      description: 'Wavy type in melting sunset colours. Lightweight and very much on theme in August.',
      collections: ['apparel', 'tees', 'summer'],
      products: [product('tee', 'heatwave', { artwork: 'Heatwave', colours: [CORAL, SUNSHINE, WHITE], estimatedShipDate: '2026-06-01' })],
    },
    {
      slug: 'sunbeam-studio-tee',
      title: 'Sunbeam Studio Logo Tee',
      description: 'Our little sun logo, small on the chest. The shirt we wear in the studio every day.',
      collections: ['apparel', 'tees'],
      products: [product('tee', 'sunbeam-logo', { artwork: 'Sunbeam Studio', colours: [CREAM, COCOA, CORAL, SKY] })],
    },
    {
      slug: 'camp-sunbeam-cap',
      title: 'Camp Sunbeam Cap',
      description: 'A summer-camp patch cap for the camp we wish we had gone to. Adjustable, washed cotton.',
      collections: ['bags', 'summer'],
      products: [product('cap', 'camp-sunbeam', { artwork: 'Camp Sunbeam', colours: [SAGE, CREAM, CORAL] })],
    },
    ...Array.from({ length: 30 }, (_, i) => sunrise(i + 1)),
  ],
  promoCodes: [
    { code: 'SUNNY15', type: 'percentage', percentage: 15, minSubtotal: '50.00' },
    { code: 'HELLOSUN', type: 'fixed', amount: '10.00', minSubtotal: '40.00' },
  ],
}

export default store
