import type { Latch } from '@latch/core'
import type { SwapState } from '@latch/core/internal'
import { getStore } from '@latch/core/internal'
import type { SwapQuote, SwapToken } from '@latch/core/services'

/**
 * Test support only: the swap states the Swap views render, set as core's actions set them (core's
 * own tests cover how the actions get there against a service; the end-to-end spec against the real
 * one and the devnet's pool).
 */

export const SWAP_ETH: SwapToken = {
  name: 'Ether',
  symbol: 'ETH',
  address: 'eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
  decimals: 18,
  logoUri: 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>',
}
export const SWAP_LUSD: SwapToken = {
  name: 'Latch USD',
  symbol: 'LUSD',
  address: 'eip155:31337:0x5FbDB2315678afecb367f032d93F642f64180aa3',
  decimals: 6,
  logoUri: '',
}

/** The tokens read, ETH to LUSD chosen, gas at 1 gwei: what loadSwap leaves. */
export const swapReady = (): Partial<SwapState> => ({
  tokensStatus: 'ready',
  tokens: [SWAP_ETH, SWAP_LUSD],
  gasPrice: 1_000_000_000n,
  from: SWAP_ETH,
  to: SWAP_LUSD,
})

/** The quote of 1 ETH for 1994 LUSD, 0.3% price impact, as the service answers it. */
export const ETH_LUSD_QUOTE: SwapQuote = {
  id: 'uniswap-v2',
  fromAmount: 10n ** 18n,
  fromAccount: SWAP_ETH.address,
  toAmount: 1_994_000_000n,
  toAccount: SWAP_LUSD.address,
  priceImpact: 0.3,
  route: [SWAP_ETH.address, SWAP_LUSD.address],
}

export const setSwap = (latch: Latch, patch: Partial<SwapState>) =>
  getStore(latch).setState((s) => ({ swap: { ...s.swap, ...patch } }))
