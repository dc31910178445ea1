import { hydrateLater } from '../../app/hydrate-later'

// Parts of the listing that hydrate after the page (docs/decisions/164-listing-parts-hydrate-later.md):
// the gallery, the details, the size chart, the other products and the recommendations work
// as served meanwhile, as links to each image, `<details>`, a popover `<dialog>` and links.
const code = () => import('./hydrated-later')

export const gallery = hydrateLater(() => code().then((module) => module.Gallery))
export const productDetails = hydrateLater(() => code().then((module) => module.ProductDetails))
export const sizeChart = hydrateLater(() => code().then((module) => module.SizeChartModal))
export const moreProducts = hydrateLater(() => code().then((module) => module.MoreProducts))

/** What a listing's render waits for (the server, a navigation), so the parts are in its HTML. */
export async function loadListingParts(): Promise<void> {
  await Promise.all([gallery.load(), productDetails.load(), sizeChart.load(), moreProducts.load()])
}
