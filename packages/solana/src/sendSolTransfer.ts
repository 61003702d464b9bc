import {
  fromRpcError,
  type Network,
  SendTransactionError,
  SendValidationError,
  UnsupportedMethodError,
} from '@latch/core'
import { createSolanaRpc, getBase58Decoder } from '@solana/kit'
import { buildSolTransfer } from './buildSolTransfer'
import { describeAnswer } from './describeAnswer'
import { isSolanaAccountAddress } from './isSolanaAccountAddress'
import { parseSignatureBytes } from './parseSignatureBytes'
import type { SolanaWallet } from './solanaWallet'

/**
 * Sends `amount` lamports from `address` to `to` on `network`: the latest blockhash from the network's
 * RPC, the transfer built here, signed and broadcast by the wallet (`solana:signAndSendTransaction` on
 * the network's cluster). Resolves the transaction's signature in base58, its id on explorers. A
 * receiver that is not an account address is a `SendValidationError`; wallet errors go through
 * `fromRpcError` (4001: `UserRejectedRequestError`); an answer that is not a signature is a
 * `SendTransactionError`.
 *
 * @example
 * const signature = await sendSolTransfer(wallet, { address, to, amount: 10_000_000n, network })
 */
export async function sendSolTransfer(
  wallet: SolanaWallet,
  { address, to, amount, network }: { address: string; to: string; amount: bigint; network: Network },
): Promise<string> {
  if (!wallet.signAndSendTransaction) {
    throw new UnsupportedMethodError({ details: 'The wallet does not offer solana:signAndSendTransaction.' })
  }
  if (!isSolanaAccountAddress(to)) {
    throw new SendValidationError('invalid-receiver', 'Invalid receiver address', {
      details: `${to} is not a Solana address (32–44 base58 characters decoding to 32 bytes).`,
    })
  }
  let answer: unknown
  try {
    const { value: latestBlockhash } = await createSolanaRpc(network.rpcUrl).getLatestBlockhash().send()
    const transaction = buildSolTransfer({ from: address, to, lamports: amount, latestBlockhash })
    answer = await wallet.signAndSendTransaction({ address, chain: network.caipNetworkId, transaction })
  } catch (error) {
    throw fromRpcError(error)
  }
  const signature = parseSignatureBytes(answer)
  if (!signature) {
    throw new SendTransactionError({
      details: `The wallet answered signAndSendTransaction with ${describeAnswer(answer)}, not a 64-byte signature.`,
    })
  }
  return getBase58Decoder().decode(signature)
}
