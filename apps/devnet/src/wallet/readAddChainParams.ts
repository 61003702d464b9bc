import { parseChainId } from './parseChainId'
import { invalidParamsError } from './providerRpcError'

export interface AddChainRequest {
  id: number
  name: string
  rpcUrl: string
}

/**
 * Reads wallet_addEthereumChain params (EIP-3085): `[{ chainId, chainName, rpcUrls, … }]`.
 * The wallet keeps the first RPC URL.
 *
 * @example
 * readAddChainParams([{ chainId: '0x7a6a', chainName: 'B', rpcUrls: ['http://127.0.0.1:8546'] }])
 */
export function readAddChainParams(params: unknown): AddChainRequest {
  const chain: unknown = Array.isArray(params) ? params[0] : undefined
  if (typeof chain !== 'object' || chain === null) {
    throw invalidParamsError('wallet_addEthereumChain expects [{ chainId, chainName, rpcUrls }].')
  }
  const { chainId, chainName, rpcUrls } = chain as Record<string, unknown>
  const id = parseChainId(chainId)
  if (typeof chainName !== 'string' || chainName.trim() === '') {
    throw invalidParamsError('chainName must be a non-empty string.')
  }
  const rpcUrl: unknown = Array.isArray(rpcUrls) ? rpcUrls[0] : undefined
  if (typeof rpcUrl !== 'string' || !/^https?:\/\//.test(rpcUrl)) {
    throw invalidParamsError('rpcUrls must hold at least one http(s) URL.')
  }
  return { id, name: chainName.trim(), rpcUrl }
}
