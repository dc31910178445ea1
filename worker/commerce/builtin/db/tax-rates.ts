/** A US state's sales tax rate in basis points; a code without a row collects none. */
export async function taxRateFor(db: D1Database, stateCode: string): Promise<number> {
  const row = await db
    .prepare('SELECT rate_basis_points FROM tax_rates WHERE state_code = ?1')
    .bind(stateCode.toUpperCase())
    .first<{ rate_basis_points: number }>()
  return row?.rate_basis_points ?? 0
}
