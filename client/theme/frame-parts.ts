import { hydrateLater } from '../app/hydrate-later'

// The store's frame above and below each page hydrates after the page
// (docs/decisions/162-the-frame-hydrates-after-the-page.md): meanwhile its links, search
// form, menu popover and newsletter form work as served.
export const frameTop = hydrateLater(() => import('./frame-top').then((module) => module.FrameTop))
export const frameBottom = hydrateLater(() => import('./frame-bottom').then((module) => module.FrameBottom))

/** What the server loads before it renders a store page, so the frame is in its HTML. */
export async function loadFrameParts(): Promise<void> {
  await Promise.all([frameTop.load(), frameBottom.load()])
}
