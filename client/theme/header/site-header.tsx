import type { Theme } from '../../../domain/schemas/theme'
import { Header1 } from './header-1'
import { Header2 } from './header-2'
import { Header3 } from './header-3'
import { HeaderCustom } from './header-custom'
import './header.css'

const TEMPLATES = { '1': Header1, '2': Header2, '3': Header3, custom: HeaderCustom } as const

/** The header the theme picks. */
export function SiteHeader({ template }: { template: Theme['content']['header']['template'] }) {
  const Template = TEMPLATES[template] ?? Header1
  return <Template />
}
