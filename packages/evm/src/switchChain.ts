import { fromRpcError, type Network, SwitchChainError } from '@latch/core'
import { numberToHex } from 'viem'
import type { Eip1193Provider } from './isEip1193Provider'
import { toEvmChainId } from './toEvmChainId'

/**
 * Asks the wallet to switch to `network` (EIP-3326). When the wallet does not know the chain
 * (4902, also when nested as `data.originalError.code`), adds it (EIP-3085) from the network's
 * config, then switches again. Rejects with the LatchError `fromRpcError` maps the wallet's error
 * to: `UserRejectedRequestError` for 4001, and so on.
 *
 * @example
 * await switchChain(provider, network) // network: a configured eip155 Network
 */
export async function switchChain(provider: Eip1193Provider, network: Network): Promise<void> {
  const chainId = numberToHex(toEvmChainId(network))
  const { name, symbol, decimals } = network.nativeCurrency
  const request = () => provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] })
  try {
    await request()
  } catch (error) {
    const switchError = fromRpcError(error)
    if (!(switchError instanceof SwitchChainError)) throw switchError
    try {
      await provider.request({
        method: 'wallet_addEthereumChain',
        params: [
          {
            chainId,
            chainName: network.name,
            nativeCurrency: { name, symbol, decimals },
            rpcUrls: [...(network.rpcUrls ?? [network.rpcUrl])],
            ...(network.blockExplorer && { blockExplorerUrls: [network.blockExplorer.url] }),
            ...(network.imageUrl && { iconUrls: [network.imageUrl] }),
          },
        ],
      })
      await request()
    } catch (addError) {
      throw fromRpcError(addError)
    }
  }
}
