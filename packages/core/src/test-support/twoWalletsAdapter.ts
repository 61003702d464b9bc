import type { AdapterEvents, ChainAdapter } from '../adapter'
import { ConnectionRejectedError } from '../errors/connection'
import type { CaipNetworkId, Connector } from '../types'

/** One wallet of twoWalletsAdapter: what it grants, and the switches a test turns. */
export interface TestWallet {
  address: string
  caipNetworkId: CaipNetworkId
  /** The wallet no longer grants access: reconnect answers `undefined`. */
  revoked: boolean
  /** The wallet's silent check throws (it crashed or timed out). */
  fails: boolean
  /** The wallet throws on disconnect. */
  disconnectFails: boolean
}

const BROWSER: Connector = { id: 'browser', name: 'Browser Wallet', type: 'ANNOUNCED', chain: 'eip155' }
const EMBEDDED: Connector = { id: 'AUTH', name: 'Email', type: 'AUTH', chain: 'eip155' }

/**
 * Test support only: an eip155 adapter with two wallets, a browser wallet ('browser') and the embedded
 * wallet ('AUTH'), each with its own account and chain; the test turns their switches and fires their
 * events (accountsChanged, disconnect) as the wallets would. `calls` records what Latch asked of whom.
 *
 * @example
 * const two = twoWalletsAdapter(); two.wallets.browser.revoked = true; two.emit.disconnect('AUTH')
 */
export function twoWalletsAdapter() {
  const wallets: Record<'browser' | 'AUTH', TestWallet> = {
    browser: {
      address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      caipNetworkId: 'eip155:31337',
      revoked: false,
      fails: false,
      disconnectFails: false,
    },
    AUTH: {
      address: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
      caipNetworkId: 'eip155:31338',
      revoked: false,
      fails: false,
      disconnectFails: false,
    },
  }
  const calls: string[] = []
  let events: AdapterEvents | undefined
  const wallet = (connectorId: string) => {
    const found = wallets[connectorId as keyof typeof wallets]
    if (!found) throw new Error(`no test wallet ${connectorId}`)
    return found
  }
  const answer = (connectorId: string) => ({
    connectorId,
    address: wallet(connectorId).address,
    caipNetworkId: wallet(connectorId).caipNetworkId,
    ...(connectorId === 'AUTH' ? { authName: 'ada@example.com' } : {}),
  })
  const adapter: ChainAdapter = {
    namespace: 'eip155',
    setup({ onConnectors, events: adapterEvents }) {
      events = adapterEvents
      onConnectors([EMBEDDED, BROWSER])
      return () => {
        events = undefined
      }
    },
    async connect({ connectorId }) {
      calls.push(`connect ${connectorId}`)
      if (wallet(connectorId).revoked) throw new ConnectionRejectedError()
      return answer(connectorId)
    },
    async reconnect({ connectorId }) {
      calls.push(`reconnect ${connectorId}`)
      if (wallet(connectorId).fails) throw new Error('The wallet crashed')
      return wallet(connectorId).revoked ? undefined : answer(connectorId)
    },
    async disconnect({ connectorId }) {
      calls.push(`disconnect ${connectorId}`)
      if (wallet(connectorId).disconnectFails) throw new Error('The wallet did not answer')
    },
    switchNetwork: async () => {},
    async signMessage({ connectorId, address }) {
      calls.push(`sign ${connectorId} ${address}`)
      return '0x'
    },
    getBalance: async () => ({ value: 10n ** 18n, decimals: 18, symbol: 'ETH' }),
  }
  return {
    adapter,
    wallets,
    calls,
    emit: {
      accountsChanged: (connectorId: string, addresses: string[]) =>
        events?.accountsChanged(connectorId, addresses),
      disconnect: (connectorId: string) => events?.disconnect(connectorId),
    },
  }
}
