import { BREAKPOINTS } from '../../domain/constants'

/** Media queries for script, built from the spec's breakpoints (CSS uses the same numbers). */
export const MEDIA = {
  mobile: `(max-width: ${BREAKPOINTS.mobileCutoff}px)`,
  tablet: `(min-width: ${BREAKPOINTS.tabletSm}px)`,
  desktop: `(min-width: ${BREAKPOINTS.desktopSm}px)`,
} as const
