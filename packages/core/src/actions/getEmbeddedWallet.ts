import { NoAuthConnectorError } from '../errors/embedded'
import type { Latch } from '../latch'
import { getStore } from '../latch'
import type { Connector, EmbeddedWalletControls } from '../types'

export interface GetEmbeddedWalletReturnType {
  connector: Connector
  controls: EmbeddedWalletControls
}

/**
 * The active namespace's email and social login connector (type AUTH) and its controls; throws
 * `NoAuthConnectorError` ('No auth connector found') when the host configured none.
 *
 * @example const { controls } = getEmbeddedWallet(latch)
 */
export function getEmbeddedWallet(latch: Latch): GetEmbeddedWalletReturnType {
  const state = getStore(latch).getState()
  const connector = state.connectors[state.activeNamespace]?.find(
    (candidate) => candidate.type === 'AUTH' && candidate.embedded,
  )
  if (!connector?.embedded) throw new NoAuthConnectorError()
  return { connector, controls: connector.embedded }
}
