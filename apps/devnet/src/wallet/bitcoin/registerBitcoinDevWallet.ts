import { registerWallet } from '@wallet-standard/wallet'
import {
  type BitcoinDevWallet,
  type CreateBitcoinDevWalletParameters,
  createBitcoinDevWallet,
} from './createBitcoinDevWallet'

/**
 * Creates the dev wallet's Bitcoin side and registers it with the page's wallet-standard apps, as an
 * extension's content script does, and offers its sats-connect provider as `window.btc` when no other
 * wallet holds it (discovery lists the two as one wallet, by name). Needs a `window`.
 *
 * @example
 * registerBitcoinDevWallet({ caipNetworkId: bitcoin.caipNetworkId, approve: promptApproval })
 */
export function registerBitcoinDevWallet(parameters: CreateBitcoinDevWalletParameters): BitcoinDevWallet {
  const wallet = createBitcoinDevWallet(parameters)
  registerWallet(wallet)
  const target = window as unknown as { btc?: unknown }
  if (target.btc === undefined) target.btc = wallet.provider
  return wallet
}
