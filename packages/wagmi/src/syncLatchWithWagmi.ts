import type { Latch } from '@latch/core'
import { getStore } from '@latch/core/internal'
import { numberToHex } from 'viem'
import { LatchConnectorNotFoundError } from './errors'
import { assertWagmiConfig, parseLatch } from './parseBridgeInput'
import { planWagmiSync } from './planWagmiSync'
import { readLatchEvmAccount } from './readLatchEvmAccount'
import type { WagmiConfigLike } from './wagmiConfigLike'

export interface SyncLatchWithWagmiParameters {
  latch: Latch
  /** A wagmi config (@wagmi/core 2 or 3, or wagmi's) with `latchConnector(latch)` among its connectors. */
  config: WagmiConfigLike
}

/** Stops following both sides. */
export type SyncLatchWithWagmiReturnType = () => void

/**
 * Keeps wagmi in step with Latch: a connection made in Latch's modal, another account, a chain switch
 * or a disconnect there reaches wagmi's state (and its hooks) through the Latch connector's events;
 * wagmi's own `disconnect`, `switchChain` and `connect` reach Latch through the connector, and settle
 * here. Latch is the source of truth: whenever either side changes, wagmi's connection for the Latch
 * connector is brought in line with Latch's eip155 account. Returns the function that stops it.
 * Throws `InvalidInputError` for a bad `latch` or `config`, `LatchConnectorNotFoundError` when the config
 * lacks `latchConnector(latch)`.
 *
 * @example
 * const config = createConfig({ chains, connectors: [latchConnector(latch)], transports })
 * const stop = syncLatchWithWagmi({ latch, config })
 * // later, e.g. when the page unmounts
 * stop()
 */
export function syncLatchWithWagmi(parameters: SyncLatchWithWagmiParameters): SyncLatchWithWagmiReturnType {
  const latch = parseLatch(parameters?.latch)
  const { config } = parameters
  assertWagmiConfig(config)
  const connector = config.connectors.find((candidate) => candidate.type === 'latch')
  if (!connector) throw new LatchConnectorNotFoundError()

  const reconcile = () => {
    const wagmi = config.state.connections.get(connector.uid)
    for (const step of planWagmiSync(readLatchEvmAccount(latch), wagmi)) {
      if (step.type === 'connect') connector.onConnect?.({ chainId: numberToHex(step.account.chainId) })
      else if (step.type === 'accountsChanged') connector.onAccountsChanged([step.address])
      else if (step.type === 'chainChanged') connector.onChainChanged(numberToHex(step.chainId))
      else connector.onDisconnect()
    }
  }

  const stopLatch = getStore(latch).subscribe(reconcile)
  // wagmi ignores a connection announced while it is connecting or reconnecting: try again once it is done.
  const stopWagmi = config.subscribe((state) => state, reconcile)
  reconcile()
  return () => {
    stopLatch()
    stopWagmi()
  }
}
