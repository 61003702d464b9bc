import { connect } from '../actions/connect'
import type { ChainAdapter } from '../adapter'
import type { LatchConfig } from '../config/types'
import { createLatch } from '../createLatch'
import type { LatchError } from '../errors/LatchError'
import type { Latch } from '../latch'
import { getLatchInternal } from '../latch'
import { ADDRESS, devnetA } from './networks'

/**
 * An eip155 adapter that connects `address` on whatever network is asked and reads a balance of
 * 1 ETH; no chain behind it. For actions whose other side is a service, not a chain.
 */
export function listingAdapter(address = ADDRESS): ChainAdapter {
  return {
    namespace: 'eip155',
    setup: ({ onConnectors }) => {
      onConnectors([{ id: 'dev', name: 'Dev Wallet', type: 'ANNOUNCED', chain: 'eip155' }])
      return () => {}
    },
    connect: async ({ connectorId, network }) => ({
      connectorId,
      address,
      caipNetworkId: network.caipNetworkId,
    }),
    reconnect: async () => undefined,
    disconnect: async () => {},
    switchNetwork: async () => {},
    getBalance: async () => ({ value: 10n ** 18n, decimals: 18, symbol: 'ETH' }),
  }
}

/**
 * A Latch instance with the wallet of `config.adapters[0]` (default: listingAdapter) connected on
 * the first network, and the errors its actions reported.
 *
 * @example const { latch, reported } = await connectTestLatch({ ...server.latchConfig })
 */
export async function connectTestLatch(
  config: Partial<LatchConfig> = {},
): Promise<{ latch: Latch; reported: LatchError[] }> {
  const adapters = config.adapters ?? [listingAdapter()]
  const latch = createLatch({ networks: [devnetA], storage: null, ...config, adapters })
  const reported: LatchError[] = []
  getLatchInternal(latch).reportError = (error) => void reported.push(error)
  const connectorId = 'dev'
  await connect(latch, { connectorId })
  return { latch, reported }
}
