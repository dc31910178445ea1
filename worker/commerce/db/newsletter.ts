/** Signs an address up once; signing up again changes nothing. */
export async function signUp(db: D1Database, storeId: number, email: string): Promise<void> {
  await db
    .prepare('INSERT INTO newsletter_signups (store_id, email) VALUES (?1, ?2) ON CONFLICT (store_id, email) DO NOTHING')
    .bind(storeId, email.toLowerCase())
    .run()
}
