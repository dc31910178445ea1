export { track } from './tracker'
