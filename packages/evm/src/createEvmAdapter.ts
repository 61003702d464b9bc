import {
  type AdapterEvents,
  type ChainAdapter,
  type Network,
  type PreferredAccountType,
  UnsupportedMethodError,
} from '@latch/core'
import { CONNECT_TIMEOUT_MS, createConnectorRegistry } from '@latch/core/internal'
import { connectWallet } from './connectWallet'
import { createRpcClient, type RpcClient } from './createRpcClient'
import type { EmbeddedEvmSource } from './embeddedEvmSource'
import { estimateTransferFee } from './estimateTransferFee'
import type { EvmConnector } from './evmConnector'
import { createEvmWalletSource } from './evmWalletSource'
import { getAuthorizedAccount } from './getAuthorizedAccount'
import { getNativeBalance } from './getNativeBalance'
import { revokeWalletPermissions } from './revokeWalletPermissions'
import { sendWalletTransaction } from './sendWalletTransaction'
import { sendWalletTransfer } from './sendWalletTransfer'
import { signWalletMessage } from './signWalletMessage'
import { signWalletTypedData } from './signWalletTypedData'
import { switchChain } from './switchChain'
import { toCaipNetworkId } from './toCaipNetworkId'
import { waitForReceipt } from './waitForReceipt'
import type { WalletConnectConnector } from './walletConnect/walletConnect'
import { watchWalletEvents } from './watchWalletEvents'

export interface EvmAdapterOptions {
  /** How long `connect` (and `reconnect`) wait for the wallet; default `CONNECT_TIMEOUT_MS` (120 s). */
  connectTimeoutMs?: number
  /** Where wallets announce themselves; defaults to `globalThis.window` when there is one. */
  target?: EventTarget & { ethereum?: unknown }
  /**
   * The WalletConnect connector, made by `walletConnect({ relayUrl })`: pairing by QR code or copied link,
   * as createLatch's `projectId`. Without it there is no WalletConnect entry and none of its code in the page.
   */
  walletConnect?: WalletConnectConnector
  /**
   * The email login connector, made by `embeddedWallet({ frameUrl })` of `@latch/embedded-wallet`: a wallet
   * whose key lives in Latch's frame on its own origin, loaded as createLatch's `projectId`. Without it there
   * is no email login and none of its code in the page.
   */
  embeddedWallet?: EmbeddedEvmSource
}

/**
 * The eip155 chain adapter: finds wallets (EIP-6963 announcements, then `window.ethereum`),
 * connects, follows wallet events, switches chains, signs and sends (transactions, native and ERC-20
 * transfers) through the wallet, and reads native balances, transfer fees and receipts over the
 * network's RPC. Each call makes an independent adapter; nothing is shared between instances.
 *
 * @example
 * const latch = createLatch({ networks, adapters: [createEvmAdapter({ connectTimeoutMs: 60_000 })] })
 */
export function createEvmAdapter(options: EvmAdapterOptions = {}): ChainAdapter {
  const timeoutMs = options.connectTimeoutMs ?? CONNECT_TIMEOUT_MS
  const { walletConnect, embeddedWallet } = options
  let networks: readonly Network[] = []
  let events: AdapterEvents | undefined
  const registry = createConnectorRegistry<EvmConnector>()
  const clients = new Map<string, RpcClient>()

  /** One client per endpoint list, so that a fallback's ranking runs once per network. */
  const clientFor = (network: Network) => {
    const urls = network.rpcUrls ?? [network.rpcUrl]
    const key = urls.join(' ')
    let client = clients.get(key)
    if (!client) {
      client = createRpcClient(urls)
      clients.set(key, client)
    }
    return client
  }

  /**
   * An embedded-wallet login's part of the connection: the email or social user name the Account shows in
   * place of a wallet name, and its account type. Asked before the account itself, since asking with the
   * host's default type is what sets the account the frame uses.
   */
  const loginOf = async (connector: EvmConnector, preferredAccountType?: PreferredAccountType) =>
    connector === embeddedWallet ? embeddedWallet.readLogin(preferredAccountType).catch(() => ({})) : {}

  const watch = ({ id, provider }: EvmConnector) =>
    registry.attach(
      id,
      watchWalletEvents(provider, {
        onAccountsChanged: (addresses) => events?.accountsChanged(id, addresses),
        onChainChanged: (caipNetworkId) => events?.chainChanged(id, caipNetworkId),
        onDisconnect: () => events?.disconnect(id),
      }),
    )

  return {
    namespace: 'eip155',

    setup({ networks: configured, onConnectors, events: adapterEvents, projectId }) {
      // before discovery lists them, so no pairing or frame load runs without the page's project
      walletConnect?.setProjectId(projectId)
      embeddedWallet?.setProjectId(projectId)
      const target =
        options.target ?? (globalThis.window as (EventTarget & { ethereum?: unknown }) | undefined)
      events = adapterEvents
      networks = configured
      registry.subscribe(onConnectors)
      // The email login and WalletConnect head the list whatever discovery finds.
      registry.start(
        createEvmWalletSource(target, [
          ...(embeddedWallet ? [embeddedWallet] : []),
          ...(walletConnect ? [walletConnect] : []),
        ]),
      )
      const stopApprovals = embeddedWallet?.onApproval((open) =>
        events?.approvalChanged?.(embeddedWallet.id, open),
      )
      return () => {
        stopApprovals?.()
        registry.stop()
        events = undefined
      }
    },

    async connect({ connectorId, network, onUri, preferredAccountType, signIn }) {
      // The wallet's chain is reported as is, even one the host did not configure: no automatic switch.
      const connector = registry.get(connectorId)
      const siwxSession =
        connector === walletConnect ? await walletConnect.pair({ networks, onUri, signIn }) : undefined
      // The embedded wallet starts on the page's network (it knows the operator's chains), when it can.
      if (connector === embeddedWallet) await switchChain(connector.provider, network).catch(() => {})
      const login = await loginOf(connector, preferredAccountType)
      // A paired WalletConnect session answers eth_requestAccounts at once, without a prompt.
      const { address, chainId } = await connectWallet(connector.provider, { timeoutMs })
      watch(connector)
      return {
        connectorId,
        address,
        caipNetworkId: toCaipNetworkId(chainId),
        ...login,
        ...(siwxSession && { siwxSession }),
      }
    },

    async reconnect({ connectorId, preferredAccountType }) {
      const connector = await registry.waitFor(connectorId)
      if (!connector) return undefined
      const login = await loginOf(connector, preferredAccountType)
      const account = await getAuthorizedAccount(connector.provider, { timeoutMs })
      if (!account) return undefined
      watch(connector)
      return {
        connectorId,
        address: account.address,
        caipNetworkId: toCaipNetworkId(account.chainId),
        ...login,
      }
    },

    async disconnect({ connectorId }) {
      registry.detach(connectorId)
      const connector = registry.find(connectorId)
      if (connector) await revokeWalletPermissions(connector.provider)
    },

    async switchNetwork({ connectorId, network }) {
      await switchChain(registry.get(connectorId).provider, network)
    },

    async getBalance({ address, network }) {
      return getNativeBalance(clientFor(network), { address, network })
    },

    async signMessage({ connectorId, address, message }) {
      return signWalletMessage(registry.get(connectorId).provider, { address, message })
    },

    async signTypedData({ connectorId, address, typedData }) {
      return signWalletTypedData(registry.get(connectorId).provider, { address, typedData })
    },

    async sendTransaction({ connectorId, ...transaction }) {
      return sendWalletTransaction(registry.get(connectorId).provider, transaction)
    },

    async sendTransfer({ connectorId, ...transfer }) {
      return sendWalletTransfer(registry.get(connectorId).provider, transfer)
    },

    async estimateTransferFee(transfer) {
      return estimateTransferFee(clientFor(transfer.network), transfer)
    },

    // EIP-5792 batches in their own chunk: most pages never send one.
    async getCapabilities({ connectorId, ...parameters }) {
      const { getWalletCapabilities } = await import('./calls/walletCalls')
      return getWalletCapabilities(registry.get(connectorId).provider, parameters)
    },

    async sendCalls({ connectorId, ...batch }) {
      const { sendWalletCalls } = await import('./calls/walletCalls')
      return sendWalletCalls(registry.get(connectorId).provider, batch)
    },

    async getCallsStatus({ connectorId, id }) {
      const { getWalletCallsStatus } = await import('./calls/walletCalls')
      return getWalletCallsStatus(registry.get(connectorId).provider, id)
    },

    async waitForTransactionReceipt({ hash, network }) {
      return waitForReceipt(clientFor(network), { hash, network })
    },

    async switchAccountType({ connectorId, type }) {
      // Only the embedded wallet has a smart account beside its EOA.
      if (!embeddedWallet || registry.get(connectorId) !== embeddedWallet)
        throw new UnsupportedMethodError({ details: `${connectorId} has a single kind of account.` })
      return { connectorId, ...(await embeddedWallet.switchAccountType(type)) }
    },
  }
}
