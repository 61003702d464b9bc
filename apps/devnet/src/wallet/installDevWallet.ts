import { DEVNET_PRIVATE_KEYS } from '../accounts'
import type { SolanaCaipNetworkId } from '../solana/toSolanaCaipNetworkId'
import { SOLANA_DEVNET_KEYS } from '../solanaAccounts'
import { announceDevWallet } from './announceDevWallet'
import { registerBitcoinDevWallet } from './bitcoin/registerBitcoinDevWallet'
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
}

const INSTALLED = Symbol.for('latch.devnet-wallet')

/**
 * Installs the dev wallet in this page, like a browser extension: the wallet (remembered in
 * localStorage), its prompt and badge, and its EIP-6963 announcement; with `solana`, its wallet-standard
 * registration for that cluster too (asynchronously: the Solana key is imported first); with `bitcoin`, its
 * Bitcoin wallet-standard registration and `window.btc`.
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
    registerBitcoinDevWallet({
      caipNetworkId: parameters.bitcoin.caipNetworkId,
      account: parameters.bitcoinAccount ?? 0,
      approve: (request) => promptApproval(request),
      storage: readLocalStorage(),
      origin: window.location.origin,
    })
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
