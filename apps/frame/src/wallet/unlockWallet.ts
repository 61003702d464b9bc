import type { Hex, PrivateKeyAccount } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { type SolanaKey, solanaKeyFrom } from '../keys/solanaKeyFrom'
import { combineWalletShares, createWalletShares, WalletSharesMismatchError } from '../keys/walletShares'
import { type AuthClient, AuthServiceError, type AuthUser } from '../services/createAuthClient'
import type { AccountPrompts } from './accountPrompts'
import type { DeviceShares } from './createEmbeddedWallet'
import { recoverShares } from './recoverShares'

/** The wallet's accounts from its one key: the EVM account, and the Solana one derived from it. */
export interface UnlockedKeys {
  account: PrivateKeyAccount
  solana: SolanaKey
}

const keysFrom = (key: Hex): UnlockedKeys => ({
  account: privateKeyToAccount(key),
  solana: solanaKeyFrom(key),
})

/**
 * The key, rebuilt in memory from two of its three shares for a live session: a new user's key is
 * created and split (device share kept here, auth and recovery shares on the services); a device with
 * its share combines it with the auth share; a device without one recovers (`recoverShares`) and keeps
 * the recovery share as its own.
 *
 * @example const { account, solana } = await unlockWallet({ auth, deviceShares, prompts }, token, user)
 */
export async function unlockWallet(
  context: { auth: AuthClient; deviceShares: DeviceShares; prompts: AccountPrompts },
  token: string,
  user: AuthUser,
): Promise<UnlockedKeys> {
  const { auth, deviceShares } = context
  const wallet = await auth.getWallet(token)
  if (!wallet) {
    const shares = await createWalletShares()
    try {
      await auth.putWallet(token, {
        address: shares.address,
        authShare: shares.auth,
        recoveryShare: shares.recovery,
      })
    } catch (error) {
      // another frame of this user created it first: use that one
      if (error instanceof AuthServiceError && error.serviceCode === 'WALLET_EXISTS')
        return unlockWallet(context, token, user)
      throw error
    }
    await deviceShares.save(user.id, shares.device)
    return keysFrom(await combineWalletShares(shares.address, [shares.device, shares.auth]))
  }
  const address = wallet.address as Hex
  const device = await deviceShares.load(user.id)
  if (device) {
    try {
      return keysFrom(await combineWalletShares(address, [device, wallet.authShare]))
    } catch (error) {
      if (!(error instanceof WalletSharesMismatchError)) throw error
    }
  }
  const recovered = await recoverShares(auth, token, context.prompts)
  const key = await combineWalletShares(address, [recovered.authShare, recovered.recoveryShare])
  await deviceShares.save(user.id, recovered.recoveryShare)
  return keysFrom(key)
}
