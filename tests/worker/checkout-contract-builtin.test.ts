import { checkoutContract } from './checkout-contract'
import { checkoutPort } from './checkout-fixtures'

checkoutContract('built-in D1 adapter', async () => checkoutPort())
