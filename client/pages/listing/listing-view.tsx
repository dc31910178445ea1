import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { Link, useActionData, useSearchParams } from 'react-router'
import { isValidDate } from '../../../domain/locale-format'
import { AfterpayMessage } from '../../components/afterpay-message'
import { ProductGrid } from '../../components/product-grid'
import { useFormatDate, useFormatMoney, useT } from '../../i18n'
import { track } from '../../analytics'
import { tileProduct } from '../../analytics/tile-product'
import { useDetailView } from '../../analytics/use-detail-view'
import { isOrderableQuantity } from '../../components/quantity'
import { useShell } from '../../app/shell'
import type { AddToCartRefused } from './add-to-cart-action'
import type { AddedLine } from './cart-confirmation-modal'
import { Gallery } from './gallery'
import { DeliveryInfo, DetailAccordions, ReportLink } from './listing-details'
import type { ListingData } from './load-listing'
import { OtherProducts } from './other-products'
import { ListingForm } from './listing-form'
import {
  addedCount,
  changeSelection,
  idParam,
  isDigital,
  isNft,
  isOutOfStock,
  publicVariations,
  resolveSelection,
  type SelectionChange,
  selectionPrice,
  shownProducts,
} from './selection'
import { StickyAddBar } from './sticky-add-bar'
import { addToCart, preloadCart } from './add-to-cart'
import { useInventory } from './use-inventory'
import { useNftAvailability } from './use-nft-availability'
import './listing.css'
import { productTypeLabel } from '../../../domain/product-type'

// The pre-order form (with its country and state lists) loads only for pre-order listings that open it.
const PreorderModal = lazy(() => import('./preorder-modal').then((m) => ({ default: m.PreorderModal })))
// The dialogs load when first wanted (the confirmation as soon as the shopper heads for the
// button), not with the page (docs/decisions/012-first-visit-javascript.md).
const SizeChartModal = lazy(() => import('./size-chart-modal').then((m) => ({ default: m.SizeChartModal })))
const loadConfirmation = () => import('./cart-confirmation-modal')
const CartConfirmationModal = lazy(() => loadConfirmation().then((m) => ({ default: m.CartConfirmationModal })))

/** The recommendations' list name in tracked events. */
const RELATED_LIST = 'You might also like'

function preloadAdding(): void {
  preloadCart()
  void loadConfirmation()
}

/** The listing page: gallery, header, form, details, other products and 'You might also like'. */
export function ListingView({ data }: { data: ListingData }) {
  const t = useT()
  const formatMoney = useFormatMoney()
  const formatDate = useFormatDate()
  const shell = useShell()
  const { listing } = data
  const [params, setParams] = useSearchParams()
  // A refused form post (before or without scripts) shows the form again as it was sent.
  const refusal = useActionData() as AddToCartRefused | undefined
  const posted = refusal?.values
  const selection = resolveSelection(listing, {
    product: posted?.product ?? idParam(params.get('product')),
    variation: posted?.color ?? idParam(params.get('variation')),
    size: posted?.size ?? idParam(params.get('size')),
  })
  const [quantity, setQuantity] = useState(posted?.quantity ?? 1)
  const addedByForm = addedCount(params.get('added'))
  const [sizeChartOpen, setSizeChartOpen] = useState(false)
  const [sizeChartRequested, setSizeChartRequested] = useState(false)
  const [preorderOpen, setPreorderOpen] = useState(false)
  const [preorderRequested, setPreorderRequested] = useState(false)
  const [added, setAdded] = useState<AddedLine | null>(null)
  const [confirmationRequested, setConfirmationRequested] = useState(false)
  const mainButton = useRef<HTMLButtonElement>(null)

  const product = selection?.product
  const variation = selection?.variation
  const size = selection?.size ?? null
  const inventory = useInventory(listing.listingId, variation?.variationId ?? 0, size?.id ?? null)
  const nft = product ? isNft(listing, product) : false
  const nftCount = useNftAvailability(listing.listingId, nft)
  useDetailView(
    product && variation
      ? {
          id: product.productId,
          name: listing.title,
          price: selection ? selectionPrice(selection) : variation.price,
          currency: variation.currency,
          category: product.productType,
          listingId: listing.listingId,
        }
      : null,
  )

  useEffect(() => {
    for (const skipped of data.skippedRelated) track('tile-image-missing', { product: tileProduct(skipped), list: RELATED_LIST })
  }, [data.skippedRelated])

  if (!selection || !product || !variation) return null

  const digital = isDigital(product)
  // Digital products and NFTs are delivered by download link: nothing ships.
  const downloadable = digital || nft
  const outOfStock = isOutOfStock(variation, size, inventory) || (nft && nftCount !== null && nftCount <= 0)
  const preorder = listing.checkout_flow === 1
  const valid = !outOfStock && isOrderableQuantity(quantity) && (size !== null || variation.sizes.length === 0)
  const price = selectionPrice(selection)
  const chart = product.details.sizeChart
  const showSizes = !digital && variation.sizes.length > 0
  const estimated = product.deliveryDetails.estimatedShipDate
  const shipBy = !downloadable && isValidDate(estimated) && estimated ? t('listing.shipsBy', { date: formatDate(estimated) }) : null

  const select = (change: SelectionChange) =>
    setParams(changeSelection(listing, selection, change), { replace: true, preventScrollReset: true })

  const add = async () => {
    if (!valid) return
    if (preorder) {
      setPreorderRequested(true)
      setPreorderOpen(true)
      return
    }
    void loadConfirmation()
    const line = await addToCart(shell, listing, selection, { quantity, showSizes })
    if (!line) return
    setConfirmationRequested(true)
    setAdded(line)
  }

  const buttonLabel = outOfStock ? t('listing.outOfStock') : preorder ? t('preorder.title') : t('listing.addToCart')

  return (
    <>
      {listing.visibility === 'private' || data.visibility === 'private' ? (
        <div className="private-banner" role="note">
          <p className="private-banner__title">{t('listing.privateTitle')}</p>
          <p>{t('listing.privateBody')}</p>
        </div>
      ) : null}
      <article className="container listing" aria-labelledby="listing-title">
        <div className="listing__gallery">
          <Gallery key={variation.variationId} images={variation.images} name={listing.title} />
        </div>
        <div className="listing__info">
          <p className="eyebrow listing__type">{productTypeLabel(product.productType)}</p>
          <h1 id="listing-title" className="listing__title">
            {listing.title}
          </h1>
          <p className="listing__price">{formatMoney(price, variation.currency)}</p>
          {preorder ? null : <AfterpayMessage amount={price} currency={variation.currency} />}
          {nft && nftCount !== null ? <p className="listing__availability">{t('listing.available', { count: nftCount })}</p> : null}
          <ListingForm
            listing={listing}
            selection={selection}
            showSizes={showSizes}
            showQuantity={!nft}
            quantity={quantity}
            onQuantity={setQuantity}
            onSelect={select}
            onSizeChart={
              chart
                ? () => {
                    setSizeChartRequested(true)
                    setSizeChartOpen(true)
                  }
                : null
            }
            canAdd={valid}
            buttonLabel={buttonLabel}
            buttonRef={mainButton}
            onPrepareAdd={preloadAdding}
            onAdd={() => void add()}
          />
          {refusal ? (
            <p className="listing__form-message" role="alert">
              {refusal.refused === 'invalid' ? t('errors.generic') : t(`listing.${refusal.refused}`)}
            </p>
          ) : addedByForm !== null ? (
            <p className="listing__form-message notice" role="status">
              {t('cart.added', { count: addedByForm })} <Link to="/cart">{t('cart.viewCart')}</Link>
            </p>
          ) : null}
          <DeliveryInfo shipBy={shipBy} holidayMessage={downloadable ? null : listing.holidayDeliveryMessage} digital={downloadable} />
          <DetailAccordions listing={listing} product={product} />
          <ReportLink slug={listing.slug} />
        </div>
      </article>
      <OtherProducts products={shownProducts(listing)} current={product} />
      {data.related.length > 0 ? (
        <section className="section related" aria-labelledby="related-title">
          <div className="container">
            <h2 id="related-title" className="section__title related__title">
              {t('listing.youMightAlsoLike')}
            </h2>
            <ProductGrid products={data.related} eager={false} className="related__grid" list={RELATED_LIST} />
          </div>
        </section>
      ) : null}
      <StickyAddBar
        watch={mainButton}
        variations={publicVariations(product)}
        variation={variation}
        size={size}
        showSizes={showSizes}
        disabled={!valid}
        label={outOfStock ? t('listing.outOfStock') : t('listing.add')}
        onColor={(variationId) => select({ variationId })}
        onSize={(sizeId) => select({ sizeId })}
        onAdd={() => void add()}
      />
      {chart && sizeChartRequested ? (
        <Suspense fallback={null}>
          <SizeChartModal open={sizeChartOpen} onClose={() => setSizeChartOpen(false)} chart={chart} title={product.productName} />
        </Suspense>
      ) : null}
      {preorder && preorderRequested ? (
        <Suspense fallback={null}>
          <PreorderModal
            open={preorderOpen}
            onClose={() => setPreorderOpen(false)}
            colorId={variation.variationId}
            sizeId={size?.id ?? null}
          />
        </Suspense>
      ) : null}
      {confirmationRequested ? (
        <Suspense fallback={null}>
          <CartConfirmationModal line={added} onClose={() => setAdded(null)} />
        </Suspense>
      ) : null}
    </>
  )
}
