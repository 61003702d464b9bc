import { base58 } from '@scure/base'
import { parseSolanaMessage } from './parseSolanaTransaction'
import { invalidParams, notThisWallet } from './rpcErrors'

/** The off-chain message's signing domain: no transaction message starts with 0xff (its version would be 127). */
const SIGNING_DOMAIN_BYTES = Uint8Array.from([0xff, ...new TextEncoder().encode('solana offchain')])
const ADDRESS_LENGTH = 32
/** The off-chain formats: 0 restricted ASCII, 1 limited UTF-8, 2 extended UTF-8; all three are text. */
const MAX_FORMAT = 2

// Control characters other than line breaks and tabs, and bidi controls, which would reorder what the person
// reads: a message holding them is not text the screen can show faithfully.
const UNSHOWABLE = /[\p{Cc}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u

/** The bytes as UTF-8 text the screen can show as it is, or undefined. */
function textOf(bytes: Uint8Array): string | undefined {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
    return UNSHOWABLE.test(text.replace(/[\n\r\t]/g, '')) ? undefined : text
  } catch {
    return undefined
  }
}

/** Whether the bytes parse as a Solana transaction message (legacy or version 0). */
function isTransactionMessage(bytes: Uint8Array): boolean {
  try {
    parseSolanaMessage(bytes)
    return true
  } catch {
    return false
  }
}

const startsWith = (bytes: Uint8Array, prefix: Uint8Array) =>
  bytes.length >= prefix.length && prefix.every((byte, index) => bytes[index] === byte)

/**
 * Reads an off-chain message (`\xffsolana offchain`, version 0) in either layout wallets sign: the Solana SDK's
 * (version, format, u16 length, message) or the one with an application domain and signers (version,
 * 32-byte domain, format, signer count, signers, u16 length, message), whose signers must include `signer`.
 * Answers its text; anything else throws -32602.
 */
function readOffchainMessage(bytes: Uint8Array, signer: string): string {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  let at = SIGNING_DOMAIN_BYTES.length
  const version = bytes[at++]
  if (version !== 0) throw invalidParams(`off-chain message version ${version} is not supported, only 0`)
  const text = (format: number | undefined, start: number): string | undefined => {
    if (format === undefined || format > MAX_FORMAT || start + 2 > bytes.length) return undefined
    const length = view.getUint16(start, true)
    if (start + 2 + length !== bytes.length) return undefined
    const body = textOf(bytes.subarray(start + 2))
    return format === 0 && body !== undefined && !/^[\x20-\x7e\n]*$/.test(body) ? undefined : body
  }
  // the Solana SDK's layout: format at once, then the length
  const plain = text(bytes[at], at + 1)
  if (plain !== undefined) return plain
  // the layout with an application domain and the signers
  at += ADDRESS_LENGTH
  const format = bytes[at]
  const signerCount = bytes[at + 1] ?? 0
  const signersStart = at + 2
  const signers = Array.from({ length: signerCount }, (_, index) =>
    bytes.subarray(signersStart + index * ADDRESS_LENGTH, signersStart + (index + 1) * ADDRESS_LENGTH),
  )
  const body = text(format, signersStart + signerCount * ADDRESS_LENGTH)
  if (body === undefined || signers.some((key) => key.length !== ADDRESS_LENGTH))
    throw invalidParams('the off-chain message is malformed')
  if (!signers.some((key) => base58.encode(key) === signer)) throw notThisWallet()
  return body
}

/**
 * What `solana_signMessage` may sign, as the screen shows it: UTF-8 text (line breaks and tabs allowed, no
 * other control or bidi characters) or a Solana off-chain message (`\xffsolana offchain`), as the major Solana
 * wallets accept. Bytes that parse as a transaction message (legacy or v0) are refused (-32602), so a page
 * cannot get a transaction signed as "Sign a message"; so are other bytes that are not text.
 *
 * @example readSolanaMessage(new TextEncoder().encode('Hello'), address) // 'Hello'
 */
export function readSolanaMessage(bytes: Uint8Array, signer: string): string {
  if (startsWith(bytes, SIGNING_DOMAIN_BYTES)) return readOffchainMessage(bytes, signer)
  if (isTransactionMessage(bytes))
    throw invalidParams('solana_signMessage does not sign a transaction message: use solana_signTransaction')
  const text = textOf(bytes)
  if (text === undefined)
    throw invalidParams('solana_signMessage signs UTF-8 text or a Solana off-chain message, not other bytes')
  return text
}
