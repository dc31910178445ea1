import type { StoreImportInput } from '../../../../domain/schemas/store-import'
import { artUrl, type Colour, product } from './kit'

/**
 * The Vault: a members-only store behind the access code 'letmein'. A small catalogue of
 * numbered drops in deep green and brass, with an NFT recognised by its product type alone.
 */

const INK: Colour = { color: 'Ink', hex: '#121417' }
const VAULT_GREEN: Colour = { color: 'Vault Green', hex: '#1f3a32' }
const OXBLOOD: Colour = { color: 'Oxblood', hex: '#5b1f24' }
const BONE: Colour = { color: 'Bone', hex: '#e9e4d8' }
const BRASS: Colour = { color: 'Brass', hex: '#c9a45c' }
const STONE: Colour = { color: 'Stone', hex: '#8a8f88' }

const store: StoreImportInput = {
  store: {
    slug: 'vault',
    name: 'The Vault',
    sellerId: 'seller_the_vault',
    region: 'USA',
    accessCode: 'letmein',
    flags: { support: true, legacyCheckout: false, checkoutV2: true, hideCard: false, hidePaypal: false },
  },
  theme: {
    meta: {
      storeName: 'The Vault',
      seo: { title: 'The Vault — members only', description: 'Numbered drops for members of The Vault.' },
      liveChatDisabled: 'true',
    },
    brand: {
      socialMedia: [
        { id: 'discord', url: 'https://discord.gg/thevault', icon: 'discord' },
        { id: 'twitch', url: 'https://www.twitch.tv/thevault', icon: 'twitch' },
      ],
    },
    // Members shop by kind of piece: suggestions lead with the product type, then the drop's name.
    layout: { productFeed: 'pagination', searchKeys: ['productType', 'name'] },
    styles: {
      typography: { headingFont: "'Courier New', ui-monospace, monospace", bodyFont: 'system-ui' },
      button: { background: '#c9a45c', text: '#0e1512', radius: 0 },
      header: { background: '#0e1512', text: '#d9c28f' },
      heroBanner: { background: '#121c18', text: '#e9e4d8' },
      footer: { background: '#0a0f0d', text: '#a9b0a6' },
      primaryColor: '#c9a45c',
    },
    content: {
      // The membership card as a wide banner over a slim bar, and the drop's hero split beside its piece.
      header: { template: 'custom', links: [{ label: 'Members drop', url: '/drop-07' }] },
      heroBanner: {
        template: '1',
        title: 'Drop 07 is open',
        subtitle: 'Members only. Numbered runs. No restocks.',
        body: 'Everything in the Vault is made once. When a run is gone, it stays gone.',
        imageUrl: artUrl('hoodie', INK.hex, 'Member No. 001'),
        button: { label: 'Open the drop', url: '/drop-07' },
      },
      footer: {
        template: '1',
        about: 'The Vault is the members-only shop of the Vault community. Please do not share the access code.',
        copyright: '© 2026 The Vault',
        contactEmail: 'keys@vault.example',
        newsletter: false,
      },
    },
  },
  collections: [
    { slug: 'drop-07', name: 'Drop 07', imageListing: 'member-hoodie' },
    { slug: 'apparel', name: 'Apparel', imageListing: 'blueprint-tee' },
    { slug: 'objects', name: 'Objects', imageListing: 'archive-poster' },
  ],
  listings: [
    {
      slug: 'member-hoodie',
      title: 'Member No. 001 Hoodie',
      description: 'The membership card, as a hoodie. Heavyweight fleece with a brass-coloured chest print.',
      collections: ['drop-07', 'apparel'],
      products: [product('hoodie', 'member-hoodie', { artwork: 'Member No. 001', colours: [INK, VAULT_GREEN, OXBLOOD], priceDelta: 600 })],
    },
    {
      slug: 'blueprint-tee',
      title: 'Blueprint Tee',
      description: 'Technical drawing of the vault door, hinge to handle, in fine white line.',
      collections: ['drop-07', 'apparel'],
      products: [product('tee', 'blueprint-tee', { artwork: 'Blueprint', colours: [BONE, INK, VAULT_GREEN], soldOut: { Ink: ['M'] } })],
    },
    {
      slug: 'archive-poster',
      title: 'From the Archive Poster',
      description: 'Fifty years of vault doors, catalogued. Numbered in pencil, run of 200.',
      collections: ['objects'],
      products: [product('poster', 'archive-poster', { artwork: 'From the Archive', colours: [VAULT_GREEN, BONE, INK] })],
    },
    {
      slug: 'combination-cap',
      title: 'Combination Cap',
      description: 'Six numbers embroidered on the back strap. Only members know what they open.',
      collections: ['drop-07', 'apparel'],
      products: [product('cap', 'combination-cap', { artwork: 'Combination', colours: [INK, STONE, OXBLOOD] })],
    },
    {
      slug: 'safe-deposit-mug',
      title: 'Safe Deposit Mug',
      description: 'Keep your valuables in it. Or coffee.',
      collections: ['objects'],
      products: [product('mug', 'safe-deposit', { artwork: 'Safe Deposit', colours: [INK, BONE, VAULT_GREEN] })],
    },
    {
      slug: 'vault-key',
      title: 'Vault Key',
      description: 'The digital key to next season. Holders are let in to Drop 08 a day early.',
      collections: ['drop-07', 'objects'],
      products: [product('nft', 'vault-key', { artwork: 'Vault Key', colours: [BRASS], prices: [['Edition', 9900]] })],
    },
    {
      slug: 'sealed-sticker',
      title: 'Sealed Sticker',
      description: 'A wax seal in vinyl. Put it on something you want kept shut.',
      collections: ['objects'],
      products: [product('sticker', 'sealed-sticker', { artwork: 'Sealed', colours: [OXBLOOD, BRASS, BONE] })],
    },
  ],
  promoCodes: [{ code: 'VAULT20', type: 'percentage', percentage: 20, minSubtotal: '50.00' }],
}

export default store
