import type { Address } from '../../../../domain/schemas/checkout'

/** A postal address as an envelope shows it. */
export function AddressLines({ address }: { address: Address }) {
  return (
    <address className="address-lines">
      {address.address1}
      {address.address2 ? (
        <>
          <br />
          {address.address2}
        </>
      ) : null}
      <br />
      {address.city}, {address.stateCode} {address.zip}
      <br />
      {address.country}
    </address>
  )
}
