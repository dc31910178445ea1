import {
  AFFILIATE_MAX_AGE_S,
  LIABILITY_CAP_DOLLARS,
  OPT_OUT_BUSINESS_DAYS,
  ORDER_RECOVERY_DAYS,
  PARTNER_COOKIE_MS,
  PRIVACY_MINIMUM_AGE,
  TERMS_MINIMUM_AGE,
} from '../../../domain/constants'

/**
 * The Terms of Use and the Privacy Policy (spec sections 2 and 9), written for this
 * storefront with the store's name filled in. English only: legal text is not machine
 * translated; the page titles and headings around it are.
 */

export interface LegalSection {
  heading: string
  paragraphs: string[]
  list?: string[]
}

const NUMBER_WORDS: Record<number, string> = { 10: 'ten', 13: 'thirteen', 18: 'eighteen', 50: 'fifty' }
const spelled = (n: number) => (NUMBER_WORDS[n] ? `${NUMBER_WORDS[n]} (${n})` : String(n))

export function termsOfUse(storeName: string): LegalSection[] {
  return [
    {
      heading: 'About these terms',
      paragraphs: [
        `These Terms of Use are an agreement between you and ${storeName} ("we", "us") about your use of this online store and everything you buy from it. By using the store or placing an order you accept these terms. If you do not accept them, please do not use the store.`,
        'The store runs on a commerce platform that prints, ships and takes payment for orders on our behalf. Where these terms talk about what we do, that includes what the platform and its partners do for us.',
      ],
    },
    {
      heading: 'Who may use the store',
      paragraphs: [
        `You must be at least ${spelled(TERMS_MINIMUM_AGE)} years old to use this store and to place orders. By using it you confirm that you are ${TERMS_MINIMUM_AGE} or older and able to enter into a binding contract.`,
      ],
    },
    {
      heading: 'Products, prices and orders',
      paragraphs: [
        'Products are made to order after you buy them. Colours on screen can differ slightly from the printed product, and measurements in size charts may vary by a small amount.',
        'Prices are shown in the currency you choose. Delivery charges and, for US deliveries, sales tax are added at checkout before you pay. Your order is an offer to buy; the contract is made when we confirm the order by email. We may refuse or cancel an order, for example when an item is unavailable or a price was shown in error, and we refund anything you paid for it.',
      ],
    },
    {
      heading: 'All orders are final',
      paragraphs: [
        'Because every item is made for you, all orders are final and we do not accept returns or exchanges for a change of mind, a wrong size or colour you chose, or a delivery address you entered incorrectly.',
        'The one exception is faulty goods: an item that arrives damaged, defective, misprinted or different from what you ordered. Contact us with your order number and a photo of the fault and we will replace the item or refund it. Nothing in these terms limits rights that the law of your place of residence gives you and that cannot be waived.',
      ],
    },
    {
      heading: 'Payment and delivery',
      paragraphs: [
        'You pay through the payment methods offered at checkout, processed by our payment providers. You are charged once, when the order is placed. Delivery times are estimates counted in business days; we are not responsible for delays caused by carriers, customs or events outside our control. Duties and import fees charged by the destination country are yours to pay.',
        `You can look up an order at any time with its order number, and ask us to email you the orders you placed in the past ${ORDER_RECOVERY_DAYS} days.`,
      ],
    },
    {
      heading: 'Digital products',
      paragraphs: [
        'Digital products are delivered by a download link once the order is processed. You receive a personal, non-transferable licence to use them for your own, non-commercial purposes. You may not share, resell or redistribute them. Returns of digital products are limited to files that are faulty or not as described.',
      ],
    },
    {
      heading: 'Intellectual property',
      paragraphs: [
        `The designs, artwork, text and images in this store belong to ${storeName} or its licensors and are protected by copyright and trademark law. Buying a product gives you the product, not the right to copy or reproduce its design.`,
      ],
    },
    {
      heading: 'Using the store fairly',
      paragraphs: ['You agree not to:'],
      list: [
        'use the store for anything unlawful, fraudulent or harmful, or with payment details you are not entitled to use;',
        'try to get around an access code or reach parts of the store or its systems you are not meant to reach;',
        'copy, scrape or overload the store, or interfere with its security;',
        'send abusive, misleading or unsolicited messages through its forms.',
      ],
    },
    {
      heading: 'Disclaimer',
      paragraphs: [
        'The store is provided "as is" and "as available". To the fullest extent the law allows, we make no promises beyond those in these terms, including that the store will always be available or free of errors.',
      ],
    },
    {
      heading: 'Limitation of liability',
      paragraphs: [
        `To the fullest extent permitted by law, our total liability to you for any claim arising from the store or your orders is limited to ${spelled(LIABILITY_CAP_DOLLARS)} US dollars ($${LIABILITY_CAP_DOLLARS}.00). We are not liable for indirect, incidental or consequential losses, such as lost profits or lost data. Some jurisdictions do not allow these limits, in which case they apply only as far as the law permits.`,
      ],
    },
    {
      heading: 'Governing law and changes',
      paragraphs: [
        'These terms are governed by the laws of the United States and of the state in which we are established, without regard to conflict-of-law rules. Disputes will be heard in the courts of that state, unless the law of your place of residence requires otherwise.',
        'We may change these terms from time to time. The date at the top of this page shows when they last changed; the terms in force when you place an order apply to that order.',
      ],
    },
  ]
}

export function privacyPolicy(storeName: string): LegalSection[] {
  const affiliateDays = AFFILIATE_MAX_AGE_S / 86_400
  const partnerHours = PARTNER_COOKIE_MS / 3_600_000
  return [
    {
      heading: 'About this policy',
      paragraphs: [
        `This Privacy Policy explains what personal information ${storeName} ("we", "us") collects when you visit this store or buy from it, how we use it and the choices you have. The store runs on a commerce platform that handles orders for us and follows this policy when it does.`,
        'This site is intended for people in the United States. If you visit from elsewhere, your information is transferred to, stored and processed in the United States, where data protection laws may differ from those where you live.',
      ],
    },
    {
      heading: 'What we collect',
      paragraphs: ['Information you give us:'],
      list: [
        'your name, email address, phone number and delivery address when you check out;',
        'the items you order, your order number and the payment method you chose (card details go straight to our payment provider; we never see or store full card numbers);',
        'your email address and messages when you contact us, sign up for the newsletter or ask for your order numbers;',
        'information collected automatically: your browser and device type, pages viewed, the site that sent you and an approximate location derived from your IP address.',
      ],
    },
    {
      heading: 'Cookies and similar technologies',
      paragraphs: [
        'We use cookies that the store needs to work: one keeps your cart on this device, one remembers your language, currency and shipping region, and one keeps the access code of a private store you entered.',
        `When you arrive through an affiliate link, a cookie remembers the affiliate for ${affiliateDays} days so they can be credited for your order; when you arrive from an advertising partner's campaign, a cookie remembers that for ${partnerHours} hours.`,
        'If the store uses analytics or advertising services (such as Google Analytics or the Facebook pixel), they set their own cookies to measure visits and purchases. You can block or delete cookies in your browser settings; the store still works without analytics cookies, but not without the cart cookie.',
      ],
    },
    {
      heading: 'How we use your information',
      paragraphs: ['We use your information to:'],
      list: [
        'make, ship and deliver your order, and send you order and delivery emails;',
        'take payment, prevent fraud and keep the store secure;',
        'answer your questions and handle faulty goods;',
        'send you news and offers if you asked for them;',
        'understand how the store is used and improve it;',
        'meet our legal, tax and accounting obligations.',
      ],
    },
    {
      heading: 'Who we share it with',
      paragraphs: [
        'We share personal information only as needed to run the store: with the platform that hosts it, our payment providers, the print partners that make your order, carriers that deliver it, email and analytics providers, and authorities when the law requires it. We do not sell your personal information.',
      ],
    },
    {
      heading: 'Your choices',
      paragraphs: [
        'You can unsubscribe from marketing emails with the link in every email, or by contacting us. You can also ask us to stop using your information for marketing or analytics, or to access, correct or delete the information we hold about you.',
        `We act on opt-out and other privacy requests as quickly as we can; an opt-out can take up to ${spelled(OPT_OUT_BUSINESS_DAYS)} business days to take effect, during which you may still receive messages that were already scheduled. Order and delivery emails are part of your purchase and are sent even after you opt out of marketing.`,
      ],
    },
    {
      heading: "Children's privacy",
      paragraphs: [
        `This site is not directed to children under ${spelled(PRIVACY_MINIMUM_AGE)}, and we do not knowingly collect personal information from children under ${PRIVACY_MINIMUM_AGE}. If you believe a child under ${PRIVACY_MINIMUM_AGE} has given us personal information, contact us and we will delete it.`,
      ],
    },
    {
      heading: 'How long we keep it and how we protect it',
      paragraphs: [
        'We keep order information for as long as the law requires for tax and accounting, and other information only as long as we need it for the purposes above. Information travels over encrypted connections and is kept on systems with access controls. No system is perfectly secure, so we cannot guarantee absolute security.',
      ],
    },
    {
      heading: 'Changes to this policy',
      paragraphs: [
        'When we change this policy we update the date at the top of this page. Significant changes are also announced on the store.',
      ],
    },
  ]
}
