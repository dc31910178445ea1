import type { ContactMessage } from '../../../../domain/schemas/after-sales'

export function insertContactMessageStatement(db: D1Database, storeId: number, message: ContactMessage): D1PreparedStatement {
  return db
    .prepare('INSERT INTO contact_messages (store_id, order_number, email, full_name, reason, message) VALUES (?1, ?2, ?3, ?4, ?5, ?6)')
    .bind(
      storeId,
      message['contact-ordernumber'],
      message['contact-email'].toLowerCase(),
      message['contact-fullname'],
      message['contact-reason'],
      message['contact-reason-message'],
    )
}
