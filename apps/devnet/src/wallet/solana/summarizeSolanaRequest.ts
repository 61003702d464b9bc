import { getCompiledTransactionMessageDecoder, getTransactionDecoder } from '@solana/kit'

/**
 * The prompt's line for a message to sign: its text when it is UTF-8 (what a site shows its user), else
 * its size, so a user never approves bytes the prompt hides.
 *
 * @example
 * summarizeSolanaMessage(new TextEncoder().encode('Sign in to Latch')) // 'Sign "Sign in to Latch"'
 */
export function summarizeSolanaMessage(message: Uint8Array): string {
  try {
    return `Sign "${new TextDecoder('utf-8', { fatal: true }).decode(message)}"`
  } catch {
    return `Sign ${message.length} bytes of binary data`
  }
}

/**
 * The prompt's line for a transaction: how many instructions it carries and on which cluster. Throws on
 * bytes that are not a wire transaction, before anything is shown.
 *
 * @example
 * summarizeSolanaTransaction(wireBytes, 'solana:localnet') // 'A transaction of 1 instruction on solana:localnet'
 */
export function summarizeSolanaTransaction(transaction: Uint8Array, chain: string): string {
  const { messageBytes } = getTransactionDecoder().decode(transaction)
  const compiled = getCompiledTransactionMessageDecoder().decode(messageBytes)
  // Version 1 messages keep their instructions as headers and payloads.
  const count = 'instructions' in compiled ? compiled.instructions.length : compiled.instructionHeaders.length
  return `A transaction of ${count} instruction${count === 1 ? '' : 's'} on ${chain}`
}
