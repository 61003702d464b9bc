import { fromRpcError, SignMessageError } from '@latch/core'
import { stringToHex } from 'viem'
import { describeAnswer } from './describeAnswer'
import type { Eip1193Provider } from './isEip1193Provider'
import { parseSignature } from './parseSignature'

/**
 * Asks the wallet to sign a UTF-8 `message` for `address` with `personal_sign` (message hex-encoded,
 * as EIP-191 wallets expect). Wallet errors go through `fromRpcError` (4001:
 * `UserRejectedRequestError`); an answer that is not a signature (64 or more bytes of hex) is a `SignMessageError`.
 *
 * @example
 * const signature = await signWalletMessage(provider, { address, message: 'hello' })
 */
export async function signWalletMessage(
  provider: Eip1193Provider,
  { address, message }: { address: string; message: string },
): Promise<`0x${string}`> {
  let answer: unknown
  try {
    answer = await provider.request({ method: 'personal_sign', params: [stringToHex(message), address] })
  } catch (error) {
    throw fromRpcError(error)
  }
  const signature = parseSignature(answer)
  if (!signature) {
    throw new SignMessageError({
      details: `The wallet answered personal_sign with ${describeAnswer(answer)}, not a signature (64 or more bytes of hex).`,
    })
  }
  return signature
}
