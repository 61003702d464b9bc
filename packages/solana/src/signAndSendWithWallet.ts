import { fromRpcError, type Network, SendTransactionError, UnsupportedMethodError } from '@latch/core'
import { createSolanaRpc, getBase58Decoder, type Rpc, type SolanaRpcApi } from '@solana/kit'
import { describeAnswer } from './describeAnswer'
import { parseSignatureBytes } from './parseSignatureBytes'
import type { SolanaWallet } from './solanaWallet'

/** What a transfer builder gets: the network's RPC and its latest blockhash, the transaction's lifetime. */
export interface BuildContext {
  rpc: Rpc<SolanaRpcApi>
  latestBlockhash: { blockhash: string; lastValidBlockHeight: bigint }
}

/**
 * The common end of every send: reads the latest blockhash over the network's RPC, lets `build` make the
 * unsigned wire transaction, has the wallet sign and broadcast it on the network's cluster
 * (`solana:signAndSendTransaction`) and answers its signature in base58, the transaction's id on
 * explorers. Errors from the RPC or the wallet go through `fromRpcError` (4001:
 * `UserRejectedRequestError`); an answer that is not 64 bytes is a `SendTransactionError`.
 *
 * @example
 * const signature = await signAndSendWithWallet(wallet, { address, network, build: async ({ latestBlockhash }) => bytes })
 */
export async function signAndSendWithWallet(
  wallet: SolanaWallet,
  {
    address,
    network,
    build,
  }: { address: string; network: Network; build: (context: BuildContext) => Promise<Uint8Array> },
): Promise<string> {
  if (!wallet.signAndSendTransaction) {
    throw new UnsupportedMethodError({ details: 'The wallet does not offer solana:signAndSendTransaction.' })
  }
  let answer: unknown
  try {
    const rpc = createSolanaRpc(network.rpcUrl)
    const { value: latestBlockhash } = await rpc.getLatestBlockhash().send()
    const transaction = await build({ rpc, latestBlockhash })
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
