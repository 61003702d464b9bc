import {
  InvalidInputError,
  type Network,
  type TransactionReceipt,
  TransactionReceiptError,
} from '@latch/core'
import type { ApiPromise } from '@polkadot/api'
import { firstLine } from './firstLine'
import { getPolkadotApi } from './getPolkadotApi'

/** How long to wait for inclusion by default: an extrinsic's default mortality is 64 blocks of 6 s. */
export const EXTRINSIC_TIMEOUT_MS = 6 * 64 * 1000
/** How far back the search starts: an extrinsic sent shortly before the wait began is found too. */
const LOOKBACK_BLOCKS = 64
const POLL_MS = 1_000

export interface WaitForPolkadotExtrinsicParameters {
  /** The extrinsic's hash, as `sendTransfer` resolves it. */
  hash: string
  network: Network
  /** Default `EXTRINSIC_TIMEOUT_MS`. */
  timeoutMs?: number
  /** Between two reads of the chain's head; default 1 s. */
  pollMs?: number
}

/** The fields of `System.Events` records the search reads. */
interface EventRecordLike {
  phase: { isApplyExtrinsic: boolean; asApplyExtrinsic: { toNumber(): number } }
  event: { section: string; method: string }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Waits, over `network.rpcUrl` (the host's node), until the extrinsic `hash` is in a block of the best
 * chain, and reports core's receipt: `reverted` when its dispatch failed (`system.ExtrinsicFailed`: it still
 * paid its fee), else `success`, with that block's number. Substrate nodes cannot look an extrinsic up by
 * hash, so the blocks are searched, from `LOOKBACK_BLOCKS` before the head on. A malformed hash is an
 * `InvalidInputError`; the node failing or no inclusion within `timeoutMs` a `TransactionReceiptError`.
 *
 * @example
 * const { status, blockNumber } = await waitForPolkadotExtrinsic({ hash, network }) // 'success', 2n
 */
export async function waitForPolkadotExtrinsic({
  hash,
  network,
  timeoutMs = EXTRINSIC_TIMEOUT_MS,
  pollMs = POLL_MS,
}: WaitForPolkadotExtrinsicParameters): Promise<TransactionReceipt> {
  if (!/^0x[0-9a-fA-F]{64}$/.test(hash)) {
    throw new InvalidInputError('hash', `${hash} is not an extrinsic hash (0x and 64 hex characters)`)
  }
  const wanted = hash.toLowerCase()
  const deadline = Date.now() + timeoutMs
  try {
    const api = await getPolkadotApi(network.rpcUrl)
    let next: number | undefined
    for (;;) {
      const head = (await api.rpc.chain.getHeader()).number.toNumber()
      next ??= Math.max(0, head - LOOKBACK_BLOCKS)
      for (; next <= head; next++) {
        const receipt = await findInBlock(api, next, wanted)
        if (receipt) return receipt
      }
      if (Date.now() >= deadline) break
      await sleep(pollMs)
    }
  } catch (error) {
    throw new TransactionReceiptError({
      details: `Reading the chain failed: ${firstLine(error)}`,
      cause: error,
    })
  }
  throw new TransactionReceiptError({
    details: `The extrinsic ${hash} was not included within ${Math.round(timeoutMs / 1000)} s.`,
  })
}

async function findInBlock(
  api: ApiPromise,
  number: number,
  hash: string,
): Promise<TransactionReceipt | undefined> {
  const blockHash = await api.rpc.chain.getBlockHash(number)
  const { block } = await api.rpc.chain.getBlock(blockHash)
  const index = block.extrinsics.findIndex((extrinsic) => extrinsic.hash.toHex() === hash)
  if (index < 0) return undefined
  const events = (await (await api.at(blockHash)).query.system?.events?.()) as unknown as EventRecordLike[]
  const failed = events.some(
    ({ phase, event }) =>
      phase.isApplyExtrinsic &&
      phase.asApplyExtrinsic.toNumber() === index &&
      event.section === 'system' &&
      event.method === 'ExtrinsicFailed',
  )
  return { status: failed ? 'reverted' : 'success', blockNumber: BigInt(number), hash }
}
