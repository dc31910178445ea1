import { lazy, Suspense, useState } from 'react'
import type { AddedLine } from './cart-confirmation-modal'

// The pre-order form (with its country and state lists) loads only for pre-order listings that open it.
const PreorderModal = lazy(() => import('./preorder-modal').then((m) => ({ default: m.PreorderModal })))
// The confirmation loads when first wanted (as soon as the shopper heads for the button),
// not with the page (docs/decisions/012-first-visit-javascript.md).
/** Starts loading the cart confirmation's code. */
export const loadConfirmation = () => import('./cart-confirmation-modal')
const CartConfirmationModal = lazy(() => loadConfirmation().then((m) => ({ default: m.CartConfirmationModal })))

/** A dialog whose code loads the first time it is opened, and stays mounted after. */
interface LazyDialog {
  requested: boolean
  open: boolean
  show: () => void
  close: () => void
}

function useLazyDialog(): LazyDialog {
  const [open, setOpen] = useState(false)
  const [requested, setRequested] = useState(false)
  return {
    requested,
    open,
    show: () => {
      setRequested(true)
      setOpen(true)
    },
    close: () => setOpen(false),
  }
}

/** The listing's pre-order form and cart confirmation, with what each shows. */
export interface ListingDialogState {
  preorder: LazyDialog
  /** The line just added, which the confirmation shows (null once closed). */
  added: AddedLine | null
  confirmationRequested: boolean
  confirm: (line: AddedLine) => void
  closeConfirmation: () => void
}

export function useListingDialogs(): ListingDialogState {
  const preorder = useLazyDialog()
  const [added, setAdded] = useState<AddedLine | null>(null)
  const [confirmationRequested, setConfirmationRequested] = useState(false)
  return {
    preorder,
    added,
    confirmationRequested,
    confirm: (line) => {
      setConfirmationRequested(true)
      setAdded(line)
    },
    closeConfirmation: () => setAdded(null),
  }
}

interface ListingDialogsProps {
  dialogs: ListingDialogState
  preorder: boolean
  colorId: number
  sizeId: number | null
}

/** Mounts each dialog once it has been asked for: its code is not part of the first visit. */
export function ListingDialogs({ dialogs, preorder, colorId, sizeId }: ListingDialogsProps) {
  const preorderDialog = dialogs.preorder
  return (
    <>
      {preorder && preorderDialog.requested ? (
        <Suspense fallback={null}>
          <PreorderModal open={preorderDialog.open} onClose={preorderDialog.close} colorId={colorId} sizeId={sizeId} />
        </Suspense>
      ) : null}
      {dialogs.confirmationRequested ? (
        <Suspense fallback={null}>
          <CartConfirmationModal line={dialogs.added} onClose={dialogs.closeConfirmation} />
        </Suspense>
      ) : null}
    </>
  )
}
