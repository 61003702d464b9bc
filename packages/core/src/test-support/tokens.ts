import type { TokenBalance } from '../types/portfolio'

/** A token balance as the balance service answers it, on devnet A; `over` changes any field. */
export function tokenBalance(
  over: Partial<TokenBalance> & { decimals?: string; numeric?: string } = {},
): TokenBalance {
  const { decimals = '18', numeric = '1', ...rest } = over
  return {
    name: 'Ether',
    symbol: 'ETH',
    chainId: 'eip155:31337',
    value: 3000,
    price: 3000,
    quantity: { decimals, numeric },
    iconUrl: '',
    ...rest,
  }
}

export const LUSD_ADDRESS = 'eip155:31337:0x5FbDB2315678afecb367f032d93F642f64180aa3'
