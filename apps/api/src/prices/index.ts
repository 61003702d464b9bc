export { findPrice } from './findPrice'
export { toCurrencyRate } from './toCurrencyRate'
export type { PriceEntry, PriceTable } from './types'
