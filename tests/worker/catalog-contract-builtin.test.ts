import { builtinCatalog } from '../support/fixtures/catalog-backend'
import { catalogContract } from '../support/contract/catalog-contract'

catalogContract('built-in D1 adapter', builtinCatalog)
