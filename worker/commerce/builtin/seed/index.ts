import type { StoreImportInput } from '../../../../domain/schemas/store-import'
import moonlit from './moonlit'
import sunbeam from './sunbeam'
import vault from './vault'

/** The demo stores `npm start` loads; moonlit is the default store. */
export const demoStores: StoreImportInput[] = [moonlit, sunbeam, vault]
