import type { Theme } from '../../domain/schemas/theme'
import { ConsentRoot } from '../consent/consent-root'
import { SiteFooter } from './footer/site-footer'
import { LockedFooter } from './locked-frame'
import { StoreExtras } from './store-extras'

/** Below each store page: the theme's footer, the live-chat launcher and where consent is asked; a gated store's login page gets the locked footer. */
export function FrameBottom({ template, locked }: { template: Theme['content']['footer']['template']; locked: boolean }) {
  return (
    <>
      {locked ? <LockedFooter /> : <SiteFooter template={template} />}
      {locked ? null : <StoreExtras />}
      <ConsentRoot />
    </>
  )
}
