export { type GetAccountBalancesParameters, getAccountBalances } from './getAccountBalances'
export type { TokenBalance } from './types'
