import type { Address, Hex } from 'viem'

/**
 * The salt of a user's smart account: the owner's address followed by 12 zero bytes, 32 bytes in all.
 * LatchAccountFactory refuses a salt whose first 20 bytes are not the owner passed to `createAccount`
 * (`SaltNotOwners`), so nobody can deploy the address under another key first (an ERC-6492 signature would
 * otherwise deploy it for them). It is handed to viem's `toSoladySmartAccount` whole: viem pads a shorter
 * salt on the left, which would put the address in the last 20 bytes and be refused.
 *
 * @example smartAccountSalt('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
 * // '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266000000000000000000000000'
 */
export function smartAccountSalt(owner: Address): Hex {
  return `${owner.toLowerCase()}${'0'.repeat(24)}` as Hex
}
