import { fromRpcError, SignMessageError } from '@latch/core'
import { base64 } from '@scure/base'
import type { BitcoinWallet } from './bitcoinWallet'

/**
 * Asks the wallet for a BIP-322 (simple) signature of the UTF-8 `message` by `address`; resolves it in
 * base64, as BIP-322 writes it. Wallet errors go through `fromRpcError` (4001: `UserRejectedRequestError`);
 * an answer that is not base64 of a witness is a `SignMessageError`.
 *
 * @example
 * const signature = await signBitcoinMessage(wallet, { address: 'bc1q…', message: 'hello' }) // 'AkcwRAIg…'
 */
export async function signBitcoinMessage(
  wallet: BitcoinWallet,
  { address, message }: { address: string; message: string },
): Promise<string> {
  let signature: unknown
  try {
    signature = await wallet.signMessage({ address, message })
  } catch (error) {
    throw fromRpcError(error)
  }
  if (typeof signature !== 'string' || !isBase64Witness(signature)) {
    throw new SignMessageError({
      details: 'The wallet answered something that is not a base64 BIP-322 signature.',
    })
  }
  return signature
}

/** A BIP-322 simple signature is a witness stack: a count byte and at least one item. */
function isBase64Witness(value: string): boolean {
  try {
    const bytes = base64.decode(value)
    return bytes.length > 2 && bytes[0]! > 0
  } catch {
    return false
  }
}
