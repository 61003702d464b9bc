import { base58, base64 } from '@scure/base'
import type { SolanaKey } from '../keys/solanaKeyFrom'
import type { ApprovalRequest } from './approvalQueue'
import { describeSolanaTransaction } from './describeSolanaTransaction'
import { parseSolanaTransaction, SIGNATURE_LENGTH } from './parseSolanaTransaction'
import { readSolanaMessage } from './readSolanaMessage'
import { refuseForeignSignIn } from './refuseForeignSignIn'
import { invalidParams, notThisWallet, unsupported } from './rpcErrors'

/** The Solana RPC methods the frame protocol lists (WalletConnect's names and shapes). */
export type SolanaRpcMethod =
  | 'solana_signMessage'
  | 'solana_signTransaction'
  | 'solana_signAllTransactions'
  | 'solana_signAndSendTransaction'

export interface SolanaRpcContext {
  /**
   * The page's origin as the frame verified it (`?host=`): a sign-in message (CAIP-122 / EIP-4361) for another
   * domain is refused. Without it, sign-in messages are not checked (tests of other rules).
   */
  hostOrigin?: string
  /** The wallet's Solana account (solanaKeyFrom); without it every Solana method answers 4200. */
  solana?: SolanaKey
  /** Resolves when the person approved; throws 4001 when they rejected. */
  approve: (request: ApprovalRequest) => Promise<void>
}

/**
 * Answers one Solana RPC request for the embedded wallet, in WalletConnect's shapes, with the ed25519 key
 * that never leaves the frame, once the person approved (4001 when they rejected):
 * - `solana_signMessage`: `{ message: base58, pubkey }` → `{ signature: base58 }`, for UTF-8 text or a Solana
 *   off-chain message only (readSolanaMessage: never a transaction message), and a sign-in message only for
 *   the page's own domain (refuseForeignSignIn);
 * - `solana_signTransaction`: `{ transaction: base64 wire transaction }` → `{ signature: base58,
 *   transaction: base64 }`, the signature written into this account's slot; the person reads one line per
 *   instruction. The host page broadcasts it.
 * A malformed request answers -32602 and one this account does not sign 4100, both before the person is
 * asked; sending, or signing several at once, answers 4200.
 *
 * @example
 * const { signature } = await answerSolanaRpc(context, { method: 'solana_signMessage', params: { message, pubkey } })
 */
export async function answerSolanaRpc(
  context: SolanaRpcContext,
  request: { method: SolanaRpcMethod; params?: unknown },
): Promise<unknown> {
  const solana = context.solana
  if (!solana) throw unsupported(request.method)
  switch (request.method) {
    case 'solana_signMessage': {
      // as Solana wallets take it over JSON: { message: base58 bytes, pubkey: the signing account }
      const { message, pubkey } = (request.params ?? {}) as { message?: unknown; pubkey?: unknown }
      let bytes: Uint8Array
      try {
        if (typeof message !== 'string' || message === '') throw new Error('no message')
        bytes = base58.decode(message)
      } catch {
        throw invalidParams('solana_signMessage wants a base58 message')
      }
      if (pubkey !== solana.address) throw notThisWallet()
      const text = readSolanaMessage(bytes, solana.address)
      refuseForeignSignIn(context, text)
      await context.approve({ action: 'signMessage', details: [text] })
      return { signature: base58.encode(solana.sign(bytes)) }
    }
    case 'solana_signTransaction': {
      const { transaction } = (request.params ?? {}) as { transaction?: unknown }
      let bytes: Uint8Array
      try {
        if (typeof transaction !== 'string') throw new Error('no transaction')
        bytes = base64.decode(transaction)
      } catch {
        throw invalidParams('solana_signTransaction wants a base64 wire transaction')
      }
      const parsed = parseSolanaTransaction(bytes)
      const slot = parsed.staticAccounts.slice(0, parsed.numRequiredSignatures).indexOf(solana.address)
      if (slot === -1) throw notThisWallet()
      await context.approve({
        action: 'signTransaction',
        details: describeSolanaTransaction(parsed, solana.address),
      })
      const signature = solana.sign(parsed.message)
      const signed = bytes.slice()
      signed.set(signature, parsed.signaturesOffset + slot * SIGNATURE_LENGTH)
      return { signature: base58.encode(signature), transaction: base64.encode(signed) }
    }
    // Sending would broadcast, and the frame has no Solana cluster config (no RPC endpoint, no cluster to
    // name on the approval screen): the host page broadcasts what solana_signTransaction signed. Signing
    // several at once waits for a host that asks for it.
    case 'solana_signAllTransactions':
    case 'solana_signAndSendTransaction':
      throw unsupported(request.method)
  }
}
