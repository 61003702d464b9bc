import type { Address, Hex, LocalAccount, PublicClient } from 'viem'
import { entryPoint08Abi, toSoladySmartAccount } from 'viem/account-abstraction'
import { DEVNET_ACCOUNT_FACTORY_ADDRESS, DEVNET_ENTRY_POINT_ADDRESS } from './accountAbstractionAddresses'

/**
 * The salt `LatchAccountFactory` wants for `owner`'s account: the owner's address, then 12 zero bytes. The
 * factory binds each account to its owner by the salt's first 20 bytes, and viem would left-pad a shorter
 * salt, putting the owner last.
 *
 * @example devnetSmartAccountSalt('0xf39F…2266') // '0xf39F…2266000000000000000000000000'
 */
export const devnetSmartAccountSalt = (owner: Address): Hex => `${owner}${'0'.repeat(24)}`

/**
 * `owner`'s `LatchSmartAccount` on a devnet chain (the factory and EntryPoint v0.8 at their fixed addresses),
 * counterfactual until its first user operation.
 *
 * @example const account = await toDevnetSmartAccount(client, privateKeyToAccount(generatePrivateKey()))
 */
export function toDevnetSmartAccount(client: PublicClient, owner: LocalAccount) {
  return toSoladySmartAccount({
    client,
    owner,
    factoryAddress: DEVNET_ACCOUNT_FACTORY_ADDRESS,
    salt: devnetSmartAccountSalt(owner.address),
    entryPoint: { abi: entryPoint08Abi, address: DEVNET_ENTRY_POINT_ADDRESS, version: '0.8' },
  })
}
