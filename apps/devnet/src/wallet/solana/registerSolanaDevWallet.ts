import { registerWallet } from '@wallet-standard/wallet'
import {
  type CreateSolanaDevWalletParameters,
  createSolanaDevWallet,
  type SolanaDevWallet,
} from './createSolanaDevWallet'

/**
 * Creates the dev wallet's Solana side and registers it with the page's wallet-standard apps (the
 * `wallet-standard:register-wallet` event now, and again for every app that says
 * `wallet-standard:app-ready` later), as an extension's content script does. Needs a `window`.
 *
 * @example
 * await registerSolanaDevWallet({ cluster: solana, key: SOLANA_DEVNET_KEYS[0], approve: promptApproval })
 */
export async function registerSolanaDevWallet(
  parameters: CreateSolanaDevWalletParameters,
): Promise<SolanaDevWallet> {
  const wallet = await createSolanaDevWallet(parameters)
  registerWallet(wallet)
  return wallet
}
