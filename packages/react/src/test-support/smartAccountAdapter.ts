import {
  type AdapterConnection,
  type AdapterEvents,
  type ChainAdapter,
  type Connector,
  EmbeddedWalletError,
  type SwitchableAccountType,
} from '@latch/core'

export const SMART_ACCOUNT_ADDRESS = '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0'
export const EOA_ADDRESS = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'

const EMBEDDED: Connector = { id: 'AUTH', name: 'Email', type: 'AUTH', chain: 'eip155' }

/** What a test turns on the embedded wallet of smartAccountAdapter. */
export interface SmartAccountWallet {
  /** The account in use. */
  type: SwitchableAccountType
  deployed: boolean
  /** Smart accounts are enabled on the wallet's chain. */
  enabled: boolean
  /** Set, a switch waits until the test calls it (the wallet is thinking). */
  hold?: Promise<void>
  /** Set, a switch is refused with these words, as the frame refuses. */
  refuse?: string
}

/**
 * Test support only: the email login (AUTH) as the embedded wallet answers with account types: its smart
 * account or its EOA per `wallet.type`, the smart account's deployment and whether smart accounts are
 * enabled; a switch changes `wallet.type`, says the new address (accountsChanged), and can be held or
 * refused. Balances are unavailable (no chain behind it).
 *
 * @example const { adapter, wallet } = smartAccountAdapter({ type: 'smartAccount', deployed: false, enabled: true })
 */
export function smartAccountAdapter(initial: SmartAccountWallet): {
  adapter: ChainAdapter
  wallet: SmartAccountWallet
} {
  const wallet = { ...initial }
  let events: AdapterEvents | undefined
  const answer = (): AdapterConnection => ({
    connectorId: EMBEDDED.id,
    address: wallet.type === 'smartAccount' ? SMART_ACCOUNT_ADDRESS : EOA_ADDRESS,
    caipNetworkId: 'eip155:31337',
    authName: 'ada@example.com',
    accountType: wallet.type,
    smartAccountDeployed: wallet.deployed,
    smartAccountEnabled: wallet.enabled,
  })
  const adapter: ChainAdapter = {
    namespace: 'eip155',
    setup(params) {
      events = params.events
      params.onConnectors([EMBEDDED])
      return () => {
        events = undefined
      }
    },
    connect: async () => answer(),
    reconnect: async () => answer(),
    disconnect: async () => {},
    switchNetwork: async () => {},
    getBalance: async () => ({ value: 10n ** 18n, decimals: 18, symbol: 'ETH' }),
    async switchAccountType({ type }) {
      await wallet.hold
      if (wallet.refuse) throw new EmbeddedWalletError(wallet.refuse)
      wallet.type = type
      const now = answer()
      events?.accountsChanged(EMBEDDED.id, [now.address])
      return now
    },
  }
  return { adapter, wallet }
}
