export type { TrackedProduct, TrackPayloads } from './events'
export { track, tracker } from './tracker'
