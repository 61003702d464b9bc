import {
  EstimateFeeError,
  InvalidInputError,
  LatchError,
  type Network,
  UnsupportedChainError,
} from '@latch/core'
import {
  createSolanaRpc,
  getBase64Decoder,
  getTransactionDecoder,
  type TransactionMessageBytesBase64,
} from '@solana/kit'
import { getTokenSize } from '@solana-program/token'
import { buildSolTransfer } from './buildSolTransfer'
import { buildSplTransferWithRpc } from './buildSplTransferWithRpc'
import { isSolanaAccountAddress } from './isSolanaAccountAddress'

export interface EstimateSolanaTransferFeeParameters {
  /** The sender, who pays the fee. */
  address: string
  to: string
  /** Lamports, or the mint's base units when `token` is given. */
  amount: bigint
  /** The SPL mint; none for SOL. */
  token?: string
  network: Network
}

/** The first line only: a transport's later lines may name the RPC URL, which may carry an API key. */
const firstLine = (error: unknown) => (error instanceof Error ? error.message.split('\n')[0] : String(error))

/**
 * Estimates, in lamports, what a transfer costs its sender on `network` beyond the amount, over
 * `network.rpcUrl`: the transaction is built exactly as `sendTransfer` builds it (the same builders,
 * on a fresh blockhash) and the RPC prices its message (`getFeeForMessage`: the signature fee, plus
 * any priority fee). When an SPL transfer creates the receiver's associated token account, the
 * sender also pays that account's rent-exempt minimum (`getMinimumBalanceForRentExemption(165)`,
 * about 0.002 SOL), so it is included: it is not a network fee, but it leaves the sender's balance
 * all the same. A wallet that adds its own priority fee when it signs charges more. Nothing is
 * signed or sent. Bad input is an `InvalidInputError` and a non-Solana network an
 * `UnsupportedChainError`, before the RPC is asked; a Token-2022 mint is an
 * `UnsupportedMethodError`; any other failure (the RPC down, a mint that does not exist) an
 * `EstimateFeeError` carrying the cause.
 *
 * @example
 * const fee = await estimateSolanaTransferFee({ address, to, amount: 10_000_000n, network }) // 5000n
 * const withAccount = await estimateSolanaTransferFee({ address, to, amount: 1_500_000n, token: usdcMint, network }) // 2044280n
 */
export async function estimateSolanaTransferFee({
  address,
  to,
  amount,
  token,
  network,
}: EstimateSolanaTransferFeeParameters): Promise<bigint> {
  if (network.chainNamespace !== 'solana') {
    throw new UnsupportedChainError({ details: `${network.caipNetworkId} is not a Solana cluster.` })
  }
  const addresses = { address, to, ...(token === undefined ? {} : { token }) }
  for (const [field, value] of Object.entries(addresses)) {
    if (!isSolanaAccountAddress(value)) throw new InvalidInputError(field, `${value} is not a Solana address`)
  }
  if (amount < 0n) throw new InvalidInputError('amount', `${amount} is negative`)
  try {
    const rpc = createSolanaRpc(network.rpcUrl)
    const { value: latestBlockhash } = await rpc.getLatestBlockhash().send()
    const { transaction, createsReceiverAccount } =
      token === undefined
        ? {
            transaction: buildSolTransfer({ from: address, to, lamports: amount, latestBlockhash }),
            createsReceiverAccount: false,
          }
        : await buildSplTransferWithRpc(rpc, { from: address, to, mint: token, amount, latestBlockhash })
    const message = getBase64Decoder().decode(
      getTransactionDecoder().decode(transaction).messageBytes,
    ) as TransactionMessageBytesBase64
    const [{ value: fee }, rent] = await Promise.all([
      rpc.getFeeForMessage(message).send(),
      createsReceiverAccount ? rpc.getMinimumBalanceForRentExemption(BigInt(getTokenSize())).send() : 0n,
    ])
    if (fee === null) {
      // the RPC no longer knows the blockhash it just gave: a node behind a load balancer lagging another
      throw new EstimateFeeError({
        details: `The RPC of ${network.caipNetworkId} could not price the transfer: it does not know blockhash ${latestBlockhash.blockhash}.`,
      })
    }
    return BigInt(fee) + BigInt(rent)
  } catch (cause) {
    if (cause instanceof LatchError) throw cause
    throw new EstimateFeeError({
      details: `Estimating the transfer fee on ${network.caipNetworkId} failed: ${firstLine(cause)}`,
      cause,
    })
  }
}
