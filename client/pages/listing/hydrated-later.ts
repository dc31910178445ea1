// The code of the listing's parts that hydrate after the page (./later-parts.ts), as one chunk.
export { Gallery } from './gallery'
export { MoreProducts } from './more-products'
export { ProductDetails } from './product-details'
export { SizeChartModal } from './size-chart-modal'
