import {
  ActiveAddressNotFoundError,
  disconnect,
  disconnectConnection,
  FailedToDisconnectError,
  type Latch,
  switchNetwork,
} from '@latch/core'
import { getStore } from '@latch/core/internal'
import { ChainNotConfiguredError, type CreateConnectorFn } from '@wagmi/core'
import { type EIP1193Provider, getAddress, SwitchChainError, UserRejectedRequestError } from 'viem'
import { parseLatch } from './parseBridgeInput'
import { readLatchEvmAccount, selectLatchEvmAccount, toChainId } from './readLatchEvmAccount'
import { readLatchEvmProvider } from './readLatchEvmProvider'
import { toWagmiSwitchChainError } from './toWagmiError'
import { waitForLatchConnection } from './waitForLatchConnection'

type ConnectorFn = CreateConnectorFn<EIP1193Provider | undefined>

/**
 * The wagmi connector made by `latchConnector`: its provider is the connected wallet's, `undefined` while
 * none is. It reads nothing of wagmi 3's `providers` (EIP-6963 discovery is Latch's), so a config of
 * @wagmi/core 2, which passes none, takes it too.
 */
export type LatchConnectorFn = (
  config: Omit<Parameters<ConnectorFn>[0], 'providers'>,
) => ReturnType<ConnectorFn>

/**
 * A wagmi connector backed by Latch: `connect` opens Latch's modal and resolves the eip155 account
 * connected there, `getProvider` answers the EIP-1193 provider of the wallet Latch connected through,
 * `switchChain` and `disconnect` go through Latch's `switchNetwork` and `disconnect`. With
 * `syncLatchWithWagmi`, what happens in Latch (a connection, another account or chain, a disconnect)
 * shows in wagmi as well. Works with @wagmi/core 2 and 3 (and wagmi's React hooks on the same config).
 * Throws `InvalidInputError` when `latch` is not a Latch instance, `ChainAdapterNotFoundError` without
 * the EVM adapter.
 *
 * @example
 * const config = createConfig({
 *   chains: [mainnet],
 *   connectors: [latchConnector(latch)],
 *   transports: { [mainnet.id]: http() },
 * })
 * const stop = syncLatchWithWagmi({ latch, config })
 */
export function latchConnector(latch: Latch): LatchConnectorFn {
  parseLatch(latch)
  const read = () => readLatchEvmAccount(latch)

  // createConnector is the identity; typed directly so wagmi 2's config, which has no `providers`, fits.
  return (config) => {
    async function switchChain({ chainId }: { chainId: number }) {
      const chain = config.chains.find((candidate) => candidate.id === chainId)
      if (!chain) throw new SwitchChainError(new ChainNotConfiguredError())
      try {
        await switchNetwork(latch, { caipNetworkId: `eip155:${chainId}` })
      } catch (error) {
        throw toWagmiSwitchChainError(error)
      }
      // wagmi's switchChain action takes the new chain into its state only from this event; the wallet's own may come later.
      config.emitter.emit('change', { chainId })
      return chain
    }

    return {
      id: 'latch',
      name: 'Latch',
      type: 'latch',

      async connect({ chainId, isReconnecting, withCapabilities } = {}) {
        let account = read()
        if (!account) {
          // wagmi's reconnect never prompts: only an account Latch already holds (or restores) counts.
          if (isReconnecting)
            throw new ActiveAddressNotFoundError({ details: 'Latch holds no eip155 account to reconnect.' })
          account = await waitForLatchConnection(latch)
        }
        if (chainId !== undefined && chainId !== account.chainId) {
          // As wagmi's injected connector: a refusal fails the connection, any other failure keeps the wallet's chain.
          await switchChain({ chainId }).catch((error: unknown) => {
            if (error instanceof UserRejectedRequestError) throw error
          })
          account = read() ?? account
        }
        const accounts = withCapabilities
          ? [{ address: account.address, capabilities: {} }]
          : [account.address]
        // `never`: the return type depends on `withCapabilities`, which TypeScript cannot narrow here.
        return { accounts: accounts as never, chainId: account.chainId }
      },

      async disconnect() {
        const state = getStore(latch).getState()
        const account = selectLatchEvmAccount(state)
        if (!account) return
        try {
          if (state.activeNamespace === 'eip155') await disconnect(latch)
          else await disconnectConnection(latch, { namespace: 'eip155', connectorId: account.connectorId })
        } catch (error) {
          // Latch forgets the connection even when the wallet fails to answer (and reports that), so wagmi should too.
          if (!(error instanceof FailedToDisconnectError)) throw error
        }
      },

      async getAccounts() {
        const account = read()
        return account ? [account.address] : []
      },

      async getChainId() {
        const state = getStore(latch).getState()
        return (
          selectLatchEvmAccount(state)?.chainId ?? toChainId(state.activeCaipNetworkId) ?? config.chains[0].id
        )
      },

      async getProvider() {
        return readLatchEvmProvider(latch)
      },

      async isAuthorized() {
        return read() !== undefined
      },

      switchChain,

      onAccountsChanged(accounts) {
        if (accounts.length === 0) this.onDisconnect()
        else config.emitter.emit('change', { accounts: accounts.map((address) => getAddress(address)) })
      },

      onChainChanged(chainId) {
        config.emitter.emit('change', { chainId: Number(chainId) })
      },

      onConnect(connectInfo) {
        const account = read()
        if (!account) return
        config.emitter.emit('connect', { accounts: [account.address], chainId: Number(connectInfo.chainId) })
      },

      onDisconnect() {
        config.emitter.emit('disconnect')
      },
    }
  }
}
