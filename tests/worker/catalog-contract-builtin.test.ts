import { builtinCatalog } from '../fixtures/catalog-backend'
import { catalogContract } from './catalog-contract'

catalogContract('built-in D1 adapter', builtinCatalog)
