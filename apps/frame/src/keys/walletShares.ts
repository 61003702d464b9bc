import { combine, split } from 'shamir-secret-sharing'
import { bytesToHex, type Hex, hexToBytes, isAddressEqual } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'

/**
 * A key's three Shamir shares, any two of which rebuild it: the device share stays in this frame's
 * origin (IndexedDB, wrapped by a key WebCrypto will not export), the auth share on the services
 * (released to a signed-in frame session), the recovery share on the services encrypted under the
 * operator's recovery secret (released after email verification on a new device).
 */
export interface WalletShares {
  address: Hex
  device: string
  auth: string
  recovery: string
}

/** A share as text (base64), the form the services store and IndexedDB keeps. */
const toText = (share: Uint8Array) => btoa(String.fromCharCode(...share))
const fromText = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0))

/**
 * Creates a wallet key and splits it 2-of-3. The key itself is not returned: whoever needs it combines
 * two shares, so no code path keeps it beside the shares.
 *
 * @example
 * const { address, device, auth, recovery } = await createWalletShares()
 */
export async function createWalletShares(): Promise<WalletShares> {
  const key = generatePrivateKey()
  const [device, auth, recovery] = await split(hexToBytes(key), 3, 2)
  return {
    address: privateKeyToAccount(key).address,
    device: toText(device!),
    auth: toText(auth!),
    recovery: toText(recovery!),
  }
}

/** Two shares that do not rebuild the wallet's key (a corrupted, stale or foreign share). */
export class WalletSharesMismatchError extends Error {
  override name = 'WalletSharesMismatchError'
}

/**
 * Rebuilds the private key from two shares and checks it is `address`'s: a wrong share would
 * otherwise silently sign as a stranger.
 *
 * @example
 * const key = await combineWalletShares(address, [deviceShare, authShare])
 */
export async function combineWalletShares(address: Hex, shares: readonly [string, string]): Promise<Hex> {
  let key: Hex
  try {
    key = bytesToHex(await combine(shares.map(fromText)))
  } catch (cause) {
    throw new WalletSharesMismatchError('The shares are not two shares of one key', { cause })
  }
  if (key.length !== 66 || !isAddressEqual(privateKeyToAccount(key).address, address))
    throw new WalletSharesMismatchError(`The shares do not rebuild ${address}'s key`)
  return key
}
