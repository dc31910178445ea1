import { redirect } from 'react-router'
import { apiFrom } from '../../api/get-api'

/** The support area exists only with the store's support flag; otherwise it sends to / (spec section 2). */
export function requireSupport(context: unknown): void {
  if (!apiFrom(context).flags().support) throw redirect('/')
}
