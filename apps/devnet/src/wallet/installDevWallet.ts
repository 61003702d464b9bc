import { DEVNET_PRIVATE_KEYS } from '../accounts'
import type { DevnetPolkadot } from '../polkadot/startDevnetPolkadot'
import type { SolanaCaipNetworkId } from '../solana/toSolanaCaipNetworkId'
import { SOLANA_DEVNET_KEYS } from '../solanaAccounts'
import { announceDevWallet } from './announceDevWallet'
import { createDevWallet } from './createDevWallet'
import { mountDevWalletUi } from './mountDevWalletUi'
import type { DevWalletStorage } from './persistedState'
import { promptApproval } from './promptApproval'
import { registerSolanaDevWallet } from './solana/registerSolanaDevWallet'
import type { DevWallet, DevWalletChain, DevWalletFaults } from './types'

export interface InstallDevWalletParameters {
  chains: DevWalletChain[]
  /** Defaults to anvil's first key (`DEVNET_PRIVATE_KEYS[0]`). */
  privateKey?: `0x${string}`
  faults?: DevWalletFaults
  /**
   * The devnet's Solana cluster (`startDevnet().solana`): the same wallet then also registers over
   * wallet-standard for it, signing with `solanaKey` (default `SOLANA_DEVNET_KEYS[0]`).
   */
  solana?: { caipNetworkId: SolanaCaipNetworkId; rpcUrl: string }
  solanaKey?: string
  /**
   * The devnet's Bitcoin node (`startDevnet().bitcoin`): the same wallet then also registers over
   * wallet-standard (`bitcoin:*`, and sats-connect's shape as `window.btc`), signing as devnet account
   * `bitcoinAccount` (default 0, the demo's; `bitcoinDevnetAccount`).
   */
  bitcoin?: { caipNetworkId: string }
  bitcoinAccount?: number
  /**
   * The devnet's Polkadot chain (`startDevnet().polkadot`): the same wallet then also injects itself as a
   * Polkadot extension (`window.injectedWeb3['latch-devnet-wallet']`), signing with the sr25519 key at
   * `polkadotUri` (default `POLKADOT_DEVNET_URIS[0]`, //Alice) and listing it in the chain's prefix.
   */
  polkadot?: Pick<DevnetPolkadot, 'ss58Prefix'>
  polkadotUri?: string
}

const INSTALLED = Symbol.for('latch.devnet-wallet')

/**
 * Installs the dev wallet in this page, like a browser extension: the wallet (remembered in
 * localStorage), its prompt and badge, and its EIP-6963 announcement; with `solana`, its wallet-standard
 * registration for that cluster too (asynchronously: the Solana key is imported first); with `bitcoin`, its
 * Bitcoin wallet-standard registration and `window.btc`; with `polkadot`, its injected Polkadot extension
 * (both asynchronously too).
 * Installing twice in one page returns the first wallet (only `faults` is applied again).
 *
 * @example
 * installDevWallet({ chains: [{ id: 31337, name: 'Latch Devnet', rpcUrl: 'http://127.0.0.1:8545' }] })
 */
export function installDevWallet(parameters: InstallDevWalletParameters): DevWallet {
  const registry = window as unknown as Record<symbol, DevWallet | undefined>
  const installed = registry[INSTALLED]
  if (installed) {
    if (parameters.faults) installed.setFaults(parameters.faults)
    return installed
  }
  const wallet = createDevWallet({
    chains: parameters.chains,
    privateKey: parameters.privateKey ?? DEVNET_PRIVATE_KEYS[0],
    approve: (request) => promptApproval(request),
    storage: readLocalStorage(),
    origin: window.location.origin,
    ...(parameters.faults ? { faults: parameters.faults } : {}),
  })
  mountDevWalletUi(wallet)
  announceDevWallet(wallet, window)
  if (parameters.solana) {
    registerSolanaDevWallet({
      cluster: parameters.solana,
      key: parameters.solanaKey ?? SOLANA_DEVNET_KEYS[0],
      approve: (request) => promptApproval(request),
      storage: readLocalStorage(),
      origin: window.location.origin,
    }).catch((error: unknown) =>
      console.error('The Latch Devnet Wallet could not register for Solana.', error),
    )
  }
  if (parameters.bitcoin) {
    const { caipNetworkId } = parameters.bitcoin
    // Loaded apart: its keys and PSBT code weigh on a page that has no Bitcoin.
    import('./bitcoin/registerBitcoinDevWallet')
      .then(({ registerBitcoinDevWallet }) =>
        registerBitcoinDevWallet({
          caipNetworkId,
          account: parameters.bitcoinAccount ?? 0,
          approve: (request) => promptApproval(request),
          storage: readLocalStorage(),
          origin: window.location.origin,
        }),
      )
      .catch((error: unknown) =>
        console.error('The Latch Devnet Wallet could not register for Bitcoin.', error),
      )
  }
  if (parameters.polkadot) {
    const { ss58Prefix } = parameters.polkadot
    // Loaded apart: its crypto and type registry weigh on a page that has no Polkadot.
    import('./polkadot/injectPolkadotDevWallet')
      .then(({ injectPolkadotDevWallet }) =>
        injectPolkadotDevWallet({
          ss58Prefix,
          ...(parameters.polkadotUri ? { uri: parameters.polkadotUri } : {}),
          approve: (request) => promptApproval(request),
          storage: readLocalStorage(),
          origin: window.location.origin,
        }),
      )
      .catch((error: unknown) =>
        console.error('The Latch Devnet Wallet could not inject itself for Polkadot.', error),
      )
  }
  registry[INSTALLED] = wallet
  return wallet
}

/** localStorage throws in some sandboxed frames; the wallet then forgets on reload. */
function readLocalStorage(): DevWalletStorage | null {
  try {
    return window.localStorage
  } catch {
    return null
  }
}
