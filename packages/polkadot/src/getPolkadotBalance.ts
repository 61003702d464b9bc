import { type NativeBalance, type Network, TokenBalanceUnavailableError } from '@latch/core'
import { firstLine } from './firstLine'
import { getPolkadotApi } from './getPolkadotApi'
import { isPolkadotAddress } from './isPolkadotAddress'
import { readAccountData } from './readAccountData'
import { readChainCurrency } from './readChainCurrency'
import { toSpendableBalance } from './toSpendableBalance'

/**
 * Reads what an account can spend of the chain's native currency (free less frozen, `toSpendableBalance`)
 * over `network.rpcUrl` (the host's node, not the wallet's), with the decimals and symbol the chain itself
 * declares (`readChainCurrency`). Any failure rejects with `TokenBalanceUnavailableError`.
 *
 * @example
 * const { value, decimals, symbol } = await getPolkadotBalance({ address, network }) // 10n ** 15n, 12, 'ROC'
 */
export async function getPolkadotBalance({
  address,
  network,
}: {
  address: string
  network: Network
}): Promise<NativeBalance> {
  if (network.chainNamespace !== 'polkadot' || !isPolkadotAddress(address)) {
    throw new TokenBalanceUnavailableError({
      details: `Cannot read a native balance for ${address} on ${network.caipNetworkId}.`,
    })
  }
  try {
    const api = await getPolkadotApi(network.rpcUrl)
    const data = await readAccountData(api, address)
    return { value: toSpendableBalance(data), ...readChainCurrency(api, network) }
  } catch (error) {
    throw new TokenBalanceUnavailableError({
      details: `Reading the native balance on ${network.caipNetworkId} failed: ${firstLine(error)}`,
      cause: error,
    })
  }
}
