import type { PreorderForm } from '../../../../domain/schemas/after-sales'

/** A pre-order; the listing is found from the colour when one is given. */
export function insertPreorderStatement(db: D1Database, storeId: number, form: PreorderForm): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO preorders (store_id, listing_id, color_id, size_id, email, fullname, country, street, street2, city, state, zip)
       VALUES (?1, (SELECT p.listing_id FROM variations v JOIN products p ON p.id = v.product_id JOIN listings l ON l.id = p.listing_id
                    WHERE v.id = ?2 AND l.store_id = ?1), ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11)`,
    )
    .bind(
      storeId,
      form.colorId ?? null,
      form.sizeId ?? null,
      form.email.toLowerCase(),
      form.fullname,
      form.country,
      form.street,
      form.street2 ?? null,
      form.city,
      form.state,
      form.zip,
    )
}
