/** Signs an address up once; signing up again changes nothing. */
export async function signUp(db: D1Database, storeId: number, email: string): Promise<void> {
  await signUpStatement(db, storeId, email).run()
}

/** The sign-up as a statement, for a batch that must hold together with it (an order that opted in). */
export function signUpStatement(db: D1Database, storeId: number, email: string): D1PreparedStatement {
  return db
    .prepare('INSERT INTO newsletter_signups (store_id, email) VALUES (?1, ?2) ON CONFLICT (store_id, email) DO NOTHING')
    .bind(storeId, email.toLowerCase())
}
