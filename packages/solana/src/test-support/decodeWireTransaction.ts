import {
  decompileTransactionMessage,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
} from '@solana/kit'

/** Decodes an unsigned wire transaction back to its message (fee payer, lifetime, instructions) and signature slots. */
export function decodeWireTransaction(bytes: Uint8Array) {
  const transaction = getTransactionDecoder().decode(bytes)
  const message = decompileTransactionMessage(
    getCompiledTransactionMessageDecoder().decode(transaction.messageBytes),
  )
  return { message, signatures: transaction.signatures }
}
