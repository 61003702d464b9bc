import type { AdapterConnection, AdapterEvents, ChainAdapter } from '../adapter'
import { ConnectionRejectedError } from '../errors/connection'
import { UnsupportedMethodError } from '../errors/rpc'
import type { CaipNetworkId, Connector, PreferredAccountType, SwitchableAccountType } from '../types'

/**
 * The embedded wallet's smart account beside its EOA (the wallet's `address`), as the frame holds it:
 * per network facts, the person's kept choice, and the switches a test turns.
 */
export interface TestSmartAccount {
  address: string
  /** Has code on the wallet's chain. */
  deployed: boolean
  /** Smart accounts are enabled on the wallet's chain. */
  enabled: boolean
  /** The type the person chose (switchAccountType), kept above the page's default; none yet: undefined. */
  chosen?: SwitchableAccountType
  /** The wallet fails the switch (a plain Error, as a crashed frame would). */
  switchFails: boolean
}

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
  /** Set, the wallet has account types: its EOA (`address`) and this smart account. */
  smartAccount?: TestSmartAccount
}

const BROWSER: Connector = { id: 'browser', name: 'Browser Wallet', type: 'ANNOUNCED', chain: 'eip155' }
const EMBEDDED: Connector = { id: 'AUTH', name: 'Email', type: 'AUTH', chain: 'eip155' }

/**
 * Test support only: an eip155 adapter with two wallets, a browser wallet ('browser') and the embedded
 * wallet ('AUTH'), each with its own account and chain; the test turns their switches and fires their
 * events (accountsChanged, disconnect) as the wallets would. `calls` records what Latch asked of whom,
 * `defaultsAsked` the default account type each connect and reconnect carried. With
 * `wallets.AUTH.smartAccount` set, the embedded wallet has account types as the frame does: it uses the
 * person's choice, else the page's default, and its smart account only where smart accounts are enabled.
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
  const defaultsAsked: string[] = []
  let events: AdapterEvents | undefined
  const wallet = (connectorId: string) => {
    const found = wallets[connectorId as keyof typeof wallets]
    if (!found) throw new Error(`no test wallet ${connectorId}`)
    return found
  }
  // the page's default from the last connect or reconnect: the frame's own fallback under the person's choice
  let pageDefault: PreferredAccountType | undefined
  const answer = (connectorId: string): AdapterConnection => {
    const { address, caipNetworkId, smartAccount } = wallet(connectorId)
    const base = {
      connectorId,
      address,
      caipNetworkId,
      ...(connectorId === 'AUTH' ? { authName: 'ada@example.com' } : {}),
    }
    if (!smartAccount) return base
    const smart =
      (smartAccount.chosen ?? pageDefault) === 'smartAccount' && smartAccount.enabled
        ? { address: smartAccount.address, accountType: 'smartAccount' as const }
        : { accountType: 'eoa' as const }
    return {
      ...base,
      ...smart,
      smartAccountDeployed: smartAccount.deployed,
      smartAccountEnabled: smartAccount.enabled,
    }
  }
  const heard = (call: string, connectorId: string, preferredAccountType?: PreferredAccountType) => {
    defaultsAsked.push(`${call} ${connectorId} ${preferredAccountType ?? 'none'}`)
    pageDefault = preferredAccountType
  }
  const adapter: ChainAdapter = {
    namespace: 'eip155',
    setup({ onConnectors, events: adapterEvents }) {
      events = adapterEvents
      onConnectors([EMBEDDED, BROWSER])
      return () => {
        events = undefined
      }
    },
    async connect({ connectorId, preferredAccountType }) {
      calls.push(`connect ${connectorId}`)
      heard('connect', connectorId, preferredAccountType)
      if (wallet(connectorId).revoked) throw new ConnectionRejectedError()
      return answer(connectorId)
    },
    async reconnect({ connectorId, preferredAccountType }) {
      calls.push(`reconnect ${connectorId}`)
      heard('reconnect', connectorId, preferredAccountType)
      if (wallet(connectorId).fails) throw new Error('The wallet crashed')
      return wallet(connectorId).revoked ? undefined : answer(connectorId)
    },
    async switchAccountType({ connectorId, type }) {
      calls.push(`switchAccountType ${connectorId} ${type}`)
      const { smartAccount } = wallet(connectorId)
      if (!smartAccount) throw new UnsupportedMethodError()
      if (smartAccount.switchFails) throw new Error('The frame did not answer')
      smartAccount.chosen = type
      const now = answer(connectorId)
      // as the embedded connector does: the page hears the new address as the wallet's own change
      events?.accountsChanged(connectorId, [now.address])
      return now
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
    defaultsAsked,
    emit: {
      accountsChanged: (connectorId: string, addresses: string[]) =>
        events?.accountsChanged(connectorId, addresses),
      disconnect: (connectorId: string) => events?.disconnect(connectorId),
      chainChanged: (connectorId: string, caipNetworkId: CaipNetworkId) => {
        wallet(connectorId).caipNetworkId = caipNetworkId
        events?.chainChanged(connectorId, caipNetworkId)
      },
    },
  }
}
