import { checkoutContract } from '../support/contract/checkout-contract'
import { checkoutPort } from '../support/fixtures/checkout-fixtures'

checkoutContract('built-in D1 adapter', async () => checkoutPort())
