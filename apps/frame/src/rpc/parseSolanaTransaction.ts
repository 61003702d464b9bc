import { base58 } from '@scure/base'
import { invalidParams } from './rpcErrors'

/** One instruction of a message: its program and accounts as indices into the message's accounts. */
export interface SolanaInstruction {
  programIdIndex: number
  accountIndices: number[]
  data: Uint8Array
}

/** A Solana message (legacy or version 0), read as far as the frame needs to show and sign it. */
export interface SolanaMessage {
  version: 'legacy' | 0
  /** The first this many account keys must sign. */
  numRequiredSignatures: number
  /** The last this many of the signing accounts are read-only; the others are writable signers. */
  numReadonlySigned: number
  /**
   * The message's own account keys, base58. Indices past them name v0 lookup-table accounts, which only a
   * cluster could resolve.
   */
  staticAccounts: string[]
  instructions: SolanaInstruction[]
}

/** A Solana wire transaction: its message, where its signature slots are and the bytes each signs. */
export interface SolanaTransaction extends SolanaMessage {
  /** Where the first 64-byte signature slot starts in the wire bytes; slot i belongs to account key i. */
  signaturesOffset: number
  /** The message bytes every signature signs. */
  message: Uint8Array
}

/** An ed25519 signature's length, the size of each signature slot. */
export const SIGNATURE_LENGTH = 64
const ADDRESS_LENGTH = 32
const VERSION_PREFIX = 0x80

/**
 * Reads a Solana wire transaction by hand (the frame carries no Solana SDK): the compact-u16 signature
 * count and 64-byte slots, then its message (parseSolanaMessage). Anything else (truncated, trailing bytes,
 * another version, as many signature slots as the message does not require, indices past its accounts)
 * throws -32602.
 *
 * @example
 * const transaction = parseSolanaTransaction(base64.decode(params.transaction))
 */
export function parseSolanaTransaction(bytes: Uint8Array): SolanaTransaction {
  const read = readerOf(bytes)
  // A first byte with its top bit set is no signature count (no transaction has 128 signatures) but the
  // version of a message-first envelope, the layout of version 1 transactions.
  const first = read.peek()
  if ((first & VERSION_PREFIX) !== 0)
    throw invalidParams(
      `a message-first transaction (version ${first & ~VERSION_PREFIX}) is not supported, only legacy and 0`,
    )
  const signatureCount = read.compactU16()
  const signaturesOffset = read.offset
  read.take(signatureCount * SIGNATURE_LENGTH)
  const message = bytes.subarray(read.offset)
  const parsed = parseSolanaMessage(message)
  if (signatureCount !== parsed.numRequiredSignatures)
    throw invalidParams(
      `${signatureCount} signature slots for ${parsed.numRequiredSignatures} required signatures`,
    )
  return { ...parsed, signaturesOffset, message }
}

/**
 * Reads a Solana message, legacy or version 0 (header, account keys, recent blockhash, instructions, v0
 * lookup tables), and checks the rules a cluster would refuse it by; anything else throws -32602. Also what
 * tells a transaction message from text that `solana_signMessage` may sign.
 *
 * @example const { instructions } = parseSolanaMessage(messageBytes)
 */
export function parseSolanaMessage(bytes: Uint8Array): SolanaMessage {
  const read = readerOf(bytes)
  let version: 'legacy' | 0 = 'legacy'
  if ((read.peek() & VERSION_PREFIX) !== 0) {
    const number = read.u8() & ~VERSION_PREFIX
    if (number !== 0) throw invalidParams(`message version ${number} is not supported, only legacy and 0`)
    version = 0
  }
  const numRequiredSignatures = read.u8()
  const numReadonlySigned = read.u8()
  const numReadonlyUnsigned = read.u8()
  const staticAccounts = Array.from({ length: read.compactU16() }, () =>
    base58.encode(read.take(ADDRESS_LENGTH)),
  )
  read.take(ADDRESS_LENGTH) // the recent blockhash
  const instructions = Array.from({ length: read.compactU16() }, () => ({
    programIdIndex: read.u8(),
    accountIndices: Array.from({ length: read.compactU16() }, () => read.u8()),
    data: read.take(read.compactU16()),
  }))
  let lookupAccountCount = 0
  if (version === 0) {
    for (let table = read.compactU16(); table > 0; table--) {
      read.take(ADDRESS_LENGTH)
      const writable = read.take(read.compactU16()).length
      const readonly = read.take(read.compactU16()).length
      lookupAccountCount += writable + readonly
    }
  }
  if (read.offset !== bytes.length) throw invalidParams('the transaction has bytes after its message')

  // the rules a cluster would refuse the message by, checked before the person is asked
  if (numRequiredSignatures === 0) throw invalidParams('the transaction has no fee payer')
  if (
    numReadonlySigned >= numRequiredSignatures ||
    numRequiredSignatures + numReadonlyUnsigned > staticAccounts.length
  )
    throw invalidParams('the message header does not fit its accounts')
  const accountCount = staticAccounts.length + lookupAccountCount
  for (const instruction of instructions) {
    if (instruction.programIdIndex >= staticAccounts.length)
      throw invalidParams('an instruction’s program is not among the message’s accounts')
    if (instruction.accountIndices.some((index) => index >= accountCount))
      throw invalidParams('an instruction names an account the message does not have')
  }
  return { version, numRequiredSignatures, numReadonlySigned, staticAccounts, instructions }
}

/** A cursor over `bytes` whose every read throws -32602 when the bytes run out. */
function readerOf(bytes: Uint8Array) {
  let offset = 0
  const take = (length: number): Uint8Array => {
    if (offset + length > bytes.length) throw invalidParams('the transaction is truncated')
    const slice = bytes.subarray(offset, offset + length)
    offset += length
    return slice
  }
  const u8 = (): number => take(1)[0]!
  return {
    get offset() {
      return offset
    },
    take,
    u8,
    peek: (): number => {
      if (offset >= bytes.length) throw invalidParams('the transaction is truncated')
      return bytes[offset]!
    },
    /** Solana's compact-u16: 7 bits a byte, low bits first, at most 3 bytes, in its shortest form. */
    compactU16: (): number => {
      let value = 0
      for (let index = 0; index < 3; index++) {
        const byte = u8()
        value |= (byte & 0x7f) << (7 * index)
        if ((byte & 0x80) === 0) {
          if (byte === 0 && index > 0) throw invalidParams('a length is not in its shortest form')
          if (value > 0xffff) throw invalidParams('a length is over 65535')
          return value
        }
      }
      throw invalidParams('a length is over 65535')
    },
  }
}
