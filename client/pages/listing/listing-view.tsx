import { useRef } from 'react'
import { useHref } from 'react-router'
import { isValidDate } from '../../../domain/locale-format'
import type { Listing } from '../../../domain/schemas/catalog'
import { AfterpayMessage } from '../../components/afterpay-message'
import { useFormatDate, useFormatMoney, useT } from '../../i18n'
import { useDetailView } from '../../analytics/use-detail-view'
import { isOrderableQuantity } from '../../components/quantity'
import { useShell } from '../../app/shell'
import { DeliveryInfo } from './delivery-info'
import { ListingDialogs, loadConfirmation, useListingDialogs } from './listing-dialogs'
import type { ListingData } from './listing-answers'
import { ListingForm } from './listing-form'
import { FormMessage, PrivateBanner } from './listing-sections'
import { gallery, moreProducts, productDetails, sizeChart } from './later-parts'
import { isDigital, isNft, isOutOfStock, type ListingSelection, publicVariations, selectionPrice } from './selection'
import { StickyAddBar } from './sticky-add-bar'
import { addToCart, preloadCart } from './add-to-cart'
import { useInventory } from './use-inventory'
import { useListingSelection } from './use-listing-selection'
import { useNftAvailability } from './use-nft-availability'
import './listing.css'
import { productTypeLabel } from '../../../domain/product-type'

function preloadAdding(): void {
  preloadCart()
  void loadConfirmation()
}

/** Tracks the product the shopper is looking at, once per selection. */
function useTrackedDetailView(listing: Listing, selection: ListingSelection | null): void {
  const product = selection?.product
  const variation = selection?.variation
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
}

/** The selection, its stock and what the page derives from them for the form and the sticky bar. */
function useListingPage(listing: Listing) {
  const t = useT()
  const formatDate = useFormatDate()
  const picked = useListingSelection(listing)
  const { selection, quantity } = picked
  const product = selection?.product
  const variation = selection?.variation
  const size = selection?.size ?? null
  const inventory = useInventory(listing.listingId, variation?.variationId ?? 0, size?.id ?? null)
  const nft = product ? isNft(listing, product) : false
  const nftCount = useNftAvailability(listing.listingId, nft)
  useTrackedDetailView(listing, selection)
  if (!selection || !product || !variation) return null

  const digital = isDigital(product)
  // Digital products and NFTs are delivered by download link: nothing ships.
  const downloadable = digital || nft
  const outOfStock = isOutOfStock(variation, size, inventory) || (nft && nftCount !== null && nftCount <= 0)
  const preorder = listing.checkout_flow === 1
  const estimated = product.deliveryDetails.estimatedShipDate
  return {
    ...picked,
    selection,
    product,
    variation,
    size,
    nft,
    nftCount,
    downloadable,
    outOfStock,
    preorder,
    valid: !outOfStock && isOrderableQuantity(quantity) && (size !== null || variation.sizes.length === 0),
    price: selectionPrice(selection),
    chart: product.details.sizeChart,
    showSizes: !digital && variation.sizes.length > 0,
    shipBy: !downloadable && isValidDate(estimated) && estimated ? t('listing.shipsBy', { date: formatDate(estimated) }) : null,
  }
}

/** The listing page: gallery, header, form, details, other products and 'You might also like'. */
export function ListingView({ data }: { data: ListingData }) {
  const t = useT()
  const formatMoney = useFormatMoney()
  const shell = useShell()
  const { listing } = data
  const page = useListingPage(listing)
  const dialogs = useListingDialogs()
  const mainButton = useRef<HTMLButtonElement>(null)
  const preorderPage = useHref(`/listing/${encodeURIComponent(listing.slug)}/preorder`)
  if (!page) return null
  const { selection, product, variation, size, nft, nftCount, outOfStock, preorder, valid, price, chart, showSizes, select } = page

  const add = async () => {
    if (!valid) return
    if (preorder) return dialogs.preorder.show()
    void loadConfirmation()
    const line = await addToCart(shell, listing, selection, { quantity: page.quantity, showSizes })
    if (line) dialogs.confirm(line)
  }

  const buttonLabel = outOfStock ? t('listing.outOfStock') : preorder ? t('preorder.title') : t('listing.addToCart')

  return (
    <>
      {listing.visibility === 'private' || data.visibility === 'private' ? <PrivateBanner /> : null}
      <article className="container listing" aria-labelledby="listing-title">
        <div className="listing__gallery">
          <gallery.Part key={variation.variationId} images={variation.images} name={listing.title} />
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
            quantity={page.quantity}
            onQuantity={page.setQuantity}
            onSelect={select}
            sizeChart={chart !== null}
            canAdd={valid}
            buttonLabel={buttonLabel}
            buttonRef={mainButton}
            preorderPage={preorder ? preorderPage : undefined}
            onPrepareAdd={preloadAdding}
            onAdd={() => void add()}
          />
          <FormMessage refusal={page.refusal} addedByForm={page.addedByForm} />
          <DeliveryInfo
            shipBy={page.shipBy}
            holidayMessage={page.downloadable ? null : listing.holidayDeliveryMessage}
            digital={page.downloadable}
          />
          <productDetails.Part listing={listing} product={product} />
        </div>
      </article>
      <moreProducts.Part listing={listing} current={product} related={data.related} skippedRelated={data.skippedRelated} />
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
      {chart ? <sizeChart.Part chart={chart} title={product.productName} /> : null}
      <ListingDialogs dialogs={dialogs} preorder={preorder} colorId={variation.variationId} sizeId={size?.id ?? null} />
    </>
  )
}
