import { portfolioKey } from '../api/getTokenBalances'
import { TokenBalanceUnavailableError } from '../errors/state'
import type { Latch } from '../latch'
import { getLatchInternal } from '../latch'
import type { Network } from '../types/network'
import type { TokenBalance } from '../types/portfolio'
import { formatUnits } from '../utils/formatUnits'

/**
 * The account's native coin read from the chain by the namespace's adapter, as a portfolio of one
 * token: for a namespace the balance service does not serve (CHAIN_BALANCE_NAMESPACES). No price is
 * known, so value and price are 0. Throws TokenBalanceUnavailableError when the read fails, and
 * records the failure for the 30 s retry rule as the balance service's reads do.
 */
export async function readNativeTokenBalance(
  latch: Latch,
  parameters: { address: string; network: Network },
): Promise<TokenBalance[]> {
  const { address, network } = parameters
  const adapter = latch.adapters.get(network.chainNamespace)
  if (!adapter) throw new TokenBalanceUnavailableError()
  const failures = getLatchInternal(latch).api.balanceFailedAt
  const key = portfolioKey({ address, chainId: network.caipNetworkId })
  try {
    const balance = await adapter.getBalance({ address, network })
    failures.delete(key)
    return [
      {
        name: network.nativeCurrency.name,
        symbol: balance.symbol,
        chainId: network.caipNetworkId,
        value: 0,
        price: 0,
        quantity: {
          decimals: String(balance.decimals),
          numeric: formatUnits(balance.value, balance.decimals),
        },
        iconUrl: '',
      },
    ]
  } catch (cause) {
    failures.set(key, Date.now())
    throw new TokenBalanceUnavailableError({ cause })
  }
}
