import { randomBytes } from 'node:crypto'
import { hostname } from 'node:os'
import { getChainClient } from '../chain/getChainClient'
import { redactUrls } from '../chain/redactUrls'
import type { Database } from '../db/types'
import type { ApiChain } from '../http/types'
import { LeaseLostError, releaseLease } from './leases'
import { syncChain } from './syncChain'
import { INDEXER_DEFAULTS, type IndexerOptions } from './types'
import { CursorMovedError } from './writeBlocks'

export interface StartIndexerParameters extends IndexerOptions {
  db: Database
  chains: readonly ApiChain[]
}

export interface StartIndexerReturnType {
  /** This instance's name in the lease table. */
  holder: string
  /** Ends every chain's loop after its current block and gives up the leases. */
  stop(): Promise<void>
}

/** How long `stop()` waits for a pass in progress. */
const STOP_GRACE_MS = 2_000

/** Longest wait between passes after repeated failures (e.g. an RPC that is down). */
const MAX_BACKOFF_MS = 30_000

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve()
    const timer = setTimeout(done, ms)
    signal.addEventListener('abort', done, { once: true })
    function done() {
      clearTimeout(timer)
      signal.removeEventListener('abort', done)
      resolve()
    }
  })
}

/**
 * Runs the indexer: one loop per chain that calls `syncChain` again at once while the chain is behind,
 * every `pollIntervalMs` once caught up, and with growing pauses after failures. An instance whose lease
 * is held elsewhere stands by and retries each interval, so any number of instances may run it: one
 * indexes a chain at a time. State lives in the database only (cursor, hashes, lease).
 *
 * @example
 * const indexer = startIndexer({ db, chains: [{ id: 31337, name: 'Latch Devnet', rpcUrl, confirmations: 0 }] })
 * await indexer.stop()
 */
export function startIndexer(params: StartIndexerParameters): StartIndexerReturnType {
  const { db, chains } = params
  const holder = params.holder ?? `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`
  const pollIntervalMs = params.pollIntervalMs ?? INDEXER_DEFAULTS.pollIntervalMs
  const log = params.log ?? ((line: string) => console.warn(line))
  const abort = new AbortController()

  const loop = async (chain: ApiChain) => {
    let failures = 0
    while (!abort.signal.aborted) {
      let wait = pollIntervalMs
      try {
        const result = await syncChain({
          db,
          client: getChainClient(chain),
          chain,
          holder,
          leaseMs: params.leaseMs,
          blocksPerPass: params.blocksPerPass,
          reorgWindow: params.reorgWindow,
          readAhead: params.readAhead,
          stopped: () => abort.signal.aborted,
          log,
        })
        failures = 0
        if (result.status === 'behind') wait = 0
      } catch (error) {
        if (error instanceof LeaseLostError || error instanceof CursorMovedError) {
          wait = 0
        } else if (!abort.signal.aborted) {
          failures += 1
          wait = Math.min(MAX_BACKOFF_MS, pollIntervalMs * 2 ** Math.min(failures, 5))
          log(
            redactUrls(
              `[indexer] chain ${chain.id} (${chain.rpcUrl}): ${(error as Error).message.split('\n')[0]}; retrying in ${wait} ms`,
            ),
          )
        }
      }
      await sleep(wait, abort.signal)
    }
  }

  // A `node` chain is read from its node at each request: nothing to index.
  const indexed = chains.filter((chain) => chain.source !== 'node')
  const loops = indexed.map((chain) => loop(chain))
  let stopped: Promise<void> | undefined
  return {
    holder,
    stop() {
      stopped ??= (async () => {
        abort.abort()
        // A pass waiting on a silent RPC is not waited for past the grace: it writes nothing once aborted.
        const grace = new Promise<void>((resolve) => setTimeout(resolve, STOP_GRACE_MS).unref())
        await Promise.race([Promise.allSettled(loops), grace])
        await Promise.allSettled(indexed.map((chain) => releaseLease(db, { chainId: chain.id, holder })))
      })()
      return stopped
    },
  }
}
