import { base58 } from '@scure/base'
import { toHex } from 'viem'
import type { SolanaKey } from '../keys/solanaKeyFrom'
import type { ApprovalRequest } from './approvalQueue'
import { readableMessage } from './readableMessage'
import { invalidParams, notThisWallet, unsupported } from './rpcErrors'

/** The Solana RPC methods the frame protocol lists (WalletConnect's names and shapes). */
export type SolanaRpcMethod =
  | 'solana_signMessage'
  | 'solana_signTransaction'
  | 'solana_signAllTransactions'
  | 'solana_signAndSendTransaction'

export interface SolanaRpcContext {
  /** The wallet's Solana account (solanaKeyFrom); without it every Solana method answers 4200. */
  solana?: SolanaKey
  /** Resolves when the person approved; throws 4001 when they rejected. */
  approve: (request: ApprovalRequest) => Promise<void>
}

/**
 * Answers one Solana RPC request for the embedded wallet, with the ed25519 key that never leaves the
 * frame, once the person approved (4001 when they rejected): `solana_signMessage`
 * (`{ message: base58, pubkey }` → `{ signature: base58 }`).
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
      await context.approve({ method: 'Sign a message', details: [readableMessage(toHex(bytes))] })
      return { signature: base58.encode(solana.sign(bytes)) }
    }
    default:
      throw unsupported(request.method)
  }
}
