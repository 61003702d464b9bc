import {
  InvalidInputError,
  type Network,
  type TransactionReceipt,
  TransactionReceiptError,
} from '@latch/core'
import {
  createSolanaRpc,
  isSolanaError,
  type Signature,
  SOLANA_ERROR__JSON_RPC__INVALID_PARAMS,
} from '@solana/kit'

/**
 * How long to wait for a transaction to be confirmed before giving up: a blockhash lives about 150
 * slots (some 60 s), after which a transaction that has not landed never will.
 */
export const SIGNATURE_TIMEOUT_MS = 60_000
/** Between two status reads while the transaction is not confirmed yet: about one slot. */
const SIGNATURE_POLL_MS = 400

export interface WaitForSignatureParameters {
  /** The transaction's signature in base58, as `sendTransfer` resolves it. */
  hash: string
  network: Network
  /** Default `SIGNATURE_TIMEOUT_MS`. */
  timeoutMs?: number
  /** Default 400 ms. */
  pollMs?: number
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** The first line only: a transport's later lines may name the RPC URL, which may carry an API key. */
const firstLine = (error: unknown) => (error instanceof Error ? error.message.split('\n')[0] : String(error))

/**
 * Waits, over `network.rpcUrl` (the host's RPC, not the wallet's), until the transaction `hash` is
 * confirmed (`confirmed` or `finalized` commitment; `processed` may still be rolled back), and reports
 * it as core's receipt: `reverted` when it failed on chain (it still paid its fee), its slot as the
 * block number. Reads `getSignatureStatuses` every `pollMs`. A signature the RPC refuses as malformed
 * is an `InvalidInputError`; any other failure (the RPC down, not confirmed within `timeoutMs`) a
 * `TransactionReceiptError` carrying the cause.
 *
 * @example
 * const { status, blockNumber } = await waitForSignature({ hash: signature, network }) // 'success', 1234n
 */
export async function waitForSignature({
  hash,
  network,
  timeoutMs = SIGNATURE_TIMEOUT_MS,
  pollMs = SIGNATURE_POLL_MS,
}: WaitForSignatureParameters): Promise<TransactionReceipt> {
  const rpc = createSolanaRpc(network.rpcUrl)
  // Malformed input goes to the RPC as it is: the RPC's refusal is the check.
  const readStatus = async () => (await rpc.getSignatureStatuses([hash as Signature]).send()).value[0]
  const deadline = Date.now() + timeoutMs
  for (;;) {
    let status: Awaited<ReturnType<typeof readStatus>>
    try {
      status = await readStatus()
    } catch (cause) {
      if (isSolanaError(cause, SOLANA_ERROR__JSON_RPC__INVALID_PARAMS)) {
        throw new InvalidInputError(
          'hash',
          `${hash} is not a transaction signature (${cause.context.__serverMessage}).`,
        )
      }
      throw new TransactionReceiptError({
        details: `Reading the status of ${hash} on ${network.caipNetworkId} failed: ${firstLine(cause)}`,
        cause,
      })
    }
    if (status?.confirmationStatus === 'confirmed' || status?.confirmationStatus === 'finalized') {
      return { status: status.err === null ? 'success' : 'reverted', blockNumber: BigInt(status.slot), hash }
    }
    if (Date.now() + pollMs > deadline) {
      throw new TransactionReceiptError({
        details: `${hash} was not confirmed on ${network.caipNetworkId} within ${timeoutMs / 1000} s.`,
      })
    }
    await sleep(pollMs)
  }
}
