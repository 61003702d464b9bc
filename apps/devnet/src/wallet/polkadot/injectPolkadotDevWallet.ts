import {
  type CreatePolkadotDevWalletParameters,
  createPolkadotDevWallet,
  POLKADOT_DEV_WALLET_KEY,
  type PolkadotDevWallet,
} from './createPolkadotDevWallet'

/**
 * Creates the dev wallet's Polkadot side and injects it at `window.injectedWeb3['latch-devnet-wallet']`,
 * as an extension's content script does (keeping the other extensions' entries). Needs a `window`.
 *
 * @example
 * await injectPolkadotDevWallet({ approve: (request) => promptApproval(request) })
 */
export async function injectPolkadotDevWallet(
  parameters: CreatePolkadotDevWalletParameters,
): Promise<PolkadotDevWallet> {
  const wallet = await createPolkadotDevWallet(parameters)
  const target = window as unknown as { injectedWeb3?: Record<string, unknown> }
  target.injectedWeb3 = { ...target.injectedWeb3, [POLKADOT_DEV_WALLET_KEY]: wallet.entry }
  return wallet
}
