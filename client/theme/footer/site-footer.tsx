import type { Theme } from '../../../domain/schemas/theme'
import { Footer1 } from './footer-1'
import { Footer2 } from './footer-2'
import './footer.css'

const TEMPLATES = { '1': Footer1, '2': Footer2 } as const

/** The footer the theme picks. */
export function SiteFooter({ template }: { template: Theme['content']['footer']['template'] }) {
  const Template = TEMPLATES[template] ?? Footer1
  return <Template />
}
