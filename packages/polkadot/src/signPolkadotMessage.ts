import { SignMessageError, UnsupportedMethodError } from '@latch/core'
import type { InjectedExtension } from './polkadotExtension'
import { toHex } from './toHex'
import { toPolkadotWalletError } from './toPolkadotWalletError'

/** sr25519 and ed25519 signatures are 64 bytes; ecdsa ones 65. */
const SIGNATURE = /^0x(?:[0-9a-fA-F]{128}|[0-9a-fA-F]{130})$/

/**
 * Asks the extension to sign a UTF-8 `message` with `address`'s key (`signer.signRaw`, type 'bytes') and
 * answers the signature in hex. Extensions sign the message wrapped as `<Bytes>…</Bytes>` (so a signed text
 * can never be a transaction); a verifier checks the signature against those wrapped bytes
 * (`u8aWrapBytes`). A refusal is a `UserRejectedRequestError`; an answer that is not a signature a
 * `SignMessageError`.
 *
 * @example
 * const signature = await signPolkadotMessage(extension, { address, message: 'hello' }) // '0x…' (64 bytes)
 */
export async function signPolkadotMessage(
  extension: InjectedExtension,
  { address, message }: { address: string; message: string },
): Promise<string> {
  if (typeof extension.signer.signRaw !== 'function') {
    throw new UnsupportedMethodError({ details: 'The extension cannot sign messages (no signRaw).' })
  }
  let answer: unknown
  try {
    answer = await extension.signer.signRaw({
      address,
      data: toHex(new TextEncoder().encode(message)),
      type: 'bytes',
    })
  } catch (error) {
    throw toPolkadotWalletError(error, (options) => new SignMessageError(options))
  }
  const signature = (answer as { signature?: unknown } | undefined)?.signature
  if (typeof signature !== 'string' || !SIGNATURE.test(signature)) {
    throw new SignMessageError({
      details: 'The extension answered signRaw without a 64- or 65-byte signature.',
    })
  }
  return signature
}
