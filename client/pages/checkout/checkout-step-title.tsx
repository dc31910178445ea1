import type { Ref } from 'react'

interface CheckoutStepTitleProps {
  id: string
  number: number
  title: string
  /** Given for the steps focus moves to (delivery once the address is saved): the heading takes focus. */
  headingRef?: Ref<HTMLHeadingElement>
}

/** A numbered step's heading: the number for the eye, the title for everyone. */
export function CheckoutStepTitle({ id, number, title, headingRef }: CheckoutStepTitleProps) {
  return (
    <h2 id={id} ref={headingRef} tabIndex={headingRef ? -1 : undefined} className="checkout-step__title">
      <span className="checkout-step__number" aria-hidden="true">
        {number}
      </span>
      {title}
    </h2>
  )
}
