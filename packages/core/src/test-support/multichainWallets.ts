import type { AdapterEvents, ChainAdapter } from '../adapter'
import type { NetworkConfig } from '../config/types'
import { ConnectionRejectedError } from '../errors/connection'
import type { CaipNetworkId, ChainNamespace, Connector, EmbeddedWalletControls } from '../types'

/** A local Solana cluster's network, as a host would configure it (its CAIP-2 id made up for tests). */
export const solanaLocal: NetworkConfig = {
  caipNetworkId: 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
  name: 'Latch Solana Devnet',
  rpcUrl: 'http://127.0.0.1:8899',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
}

export const SOLANA_ADDRESS = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'

/** What a test turns on one namespace's side of the wallets: refuse connecting, stop granting silently. */
export interface NamespaceSwitches {
  refuse: boolean
  revoked: boolean
}

/**
 * Test support only: per namespace (eip155, solana), an adapter listing 'Dual Wallet' (one wallet on both
 * chains, like Phantom) and, on eip155 only, 'Evm Wallet'. Each connect, reconnect and switch is recorded
 * in `calls`; `switches` makes a namespace's wallet refuse or forget the page. The wallets keep their
 * chain across pages, so one object serves a page and its reload. With `login`, both also list the email
 * login (AUTH), one sign-in for both.
 *
 * @example const { adapters, switches } = multichainWallets(); switches.solana.refuse = true
 */
export function multichainWallets({ login = false }: { login?: boolean } = {}) {
  const calls: string[] = []
  // One login for both namespaces, as one embedded-wallet frame holds it: connect and reconnect answer
  // only once `embedded.connectOtp` signed in.
  let signedIn = false
  const embedded = loginControls(() => {
    signedIn = true
  })
  const switches: Record<'eip155' | 'solana', NamespaceSwitches> = {
    eip155: { refuse: false, revoked: false },
    solana: { refuse: false, revoked: false },
  }
  const accounts: Record<'eip155' | 'solana', { address: string; caipNetworkId: CaipNetworkId }> = {
    eip155: { address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', caipNetworkId: 'eip155:31337' },
    solana: { address: SOLANA_ADDRESS, caipNetworkId: solanaLocal.caipNetworkId },
  }
  // what each namespace's adapter tells Latch, for tests to play a wallet's own events
  const events: Partial<Record<'eip155' | 'solana', AdapterEvents>> = {}
  const adapterFor = (namespace: 'eip155' | 'solana'): ChainAdapter => {
    const connectors: Connector[] = [
      { id: `dual-${namespace}`, name: 'Dual Wallet', type: 'ANNOUNCED', chain: namespace },
      ...(namespace === 'eip155'
        ? [
            {
              id: 'evm-only',
              name: 'Evm Wallet',
              type: 'ANNOUNCED' as const,
              chain: 'eip155' as ChainNamespace,
            },
          ]
        : []),
      ...(login ? [{ id: 'AUTH', name: 'Email', type: 'AUTH' as const, chain: namespace, embedded }] : []),
    ]
    const answer = (connectorId: string) => ({ connectorId, ...accounts[namespace] })
    const loggedOut = (connectorId: string) => connectorId === 'AUTH' && !signedIn
    return {
      namespace,
      setup({ onConnectors, events: adapterEvents }) {
        events[namespace] = adapterEvents
        onConnectors(connectors)
        return () => {
          delete events[namespace]
        }
      },
      async connect({ connectorId }) {
        calls.push(`connect ${connectorId}`)
        if (switches[namespace].refuse || loggedOut(connectorId)) throw new ConnectionRejectedError()
        return answer(connectorId)
      },
      async reconnect({ connectorId }) {
        calls.push(`reconnect ${connectorId}`)
        return switches[namespace].revoked || loggedOut(connectorId) ? undefined : answer(connectorId)
      },
      async disconnect() {},
      async switchNetwork({ network }) {
        calls.push(`switch ${network.caipNetworkId}`)
        accounts[namespace].caipNetworkId = network.caipNetworkId
      },
      async getBalance() {
        return namespace === 'solana'
          ? { value: 2_000_000_000n, decimals: 9, symbol: 'SOL' }
          : { value: 10n ** 18n, decimals: 18, symbol: 'ETH' }
      },
    }
  }
  return { adapters: [adapterFor('eip155'), adapterFor('solana')], calls, switches, accounts, events }
}

/** An email login's steps where every step succeeds and the code signs in. */
function loginControls(onSignedIn: () => void): EmbeddedWalletControls {
  const done = async () => {}
  return {
    load: done,
    connectEmail: async () => 'VERIFY_OTP',
    connectDevice: done,
    connectOtp: async () => onSignedIn(),
    socialRedirectUri: async () => 'http://127.0.0.1:1/authorize',
    connectSocial: done,
    farcasterUrl: async () => 'http://127.0.0.1:1/farcaster',
    waitFarcaster: done,
    confirmFarcaster: async () => onSignedIn(),
    reload() {},
    updateEmail: async () => 'new@example.com',
    openAccountSecurity: done,
    placeFrame() {},
    rejectApproval() {},
    syncTheme() {},
    syncLocale() {},
  }
}
