import type { Wallet } from '@wallet-standard/base'
import { StandardConnect } from '@wallet-standard/features'

/**
 * Whether a registered wallet-standard wallet is one this adapter can connect: it has `standard:connect`
 * and serves at least one `solana:` cluster (the registry also holds wallets of other chains).
 *
 * @example
 * getWallets().get().filter(isSolanaStandardWallet)
 */
export function isSolanaStandardWallet(wallet: Wallet): boolean {
  return (
    StandardConnect in wallet.features &&
    Array.isArray(wallet.chains) &&
    wallet.chains.some((chain) => typeof chain === 'string' && chain.startsWith('solana:'))
  )
}
