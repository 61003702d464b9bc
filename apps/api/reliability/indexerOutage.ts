import { DEVNET_PRIVATE_KEYS, startAnvil } from '@latch/devnet'
import { and, eq, inArray } from 'drizzle-orm'
import { createPublicClient, createWalletClient, http, parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { openDatabase } from '../src/db/openDatabase'
import { transfers } from '../src/db/schema'
import { startIndexer } from '../src/indexer/startIndexer'
import { waitForIndexedBlock } from '../src/indexer/waitForIndexedBlock'
import { startTcpProxy } from './startTcpProxy'

export interface IndexerOutageReturnType {
  /** Transfers made before, during and after the RPC outage. */
  sent: { before: number; during: number; after: number }
  /** Of the transfers sent, how many the index has exactly once, none, or more than once. */
  recordedOnce: number
  missing: number
  duplicated: number
  /** How long the RPC was gone, and from its return to the index having the last transfer. */
  outageMs: number
  catchUpMs: number
  /** Failures the indexer logged meanwhile (it retries; none of them stops it). */
  failuresLogged: number
  /** The transfers not indexed exactly once: hash, phase, block and rows found. */
  notOnce: string[]
}

const CHAIN_ID = 31337

/**
 * The indexer outage figure: anvil behind a TCP proxy; the indexer follows the proxy while native
 * transfers are made before, during and after the proxy is gone (each mined in its own block), then
 * every transfer is looked up in the index: each must be there exactly once (no gap, no duplicate).
 * On PGlite in memory, or a PostgreSQL `databaseUrl`.
 *
 * @example
 * const figure = await indexerOutage({ transfersPerPhase: 5, outageMs: 3_000 })
 */
export async function indexerOutage(params: {
  transfersPerPhase: number
  outageMs: number
  databaseUrl?: string
}): Promise<IndexerOutageReturnType> {
  const anvil = await startAnvil({ chainId: CHAIN_ID })
  const proxy = await startTcpProxy(anvil.port)
  const database = await openDatabase(
    params.databaseUrl ? { url: params.databaseUrl } : { dataDir: 'memory://' },
  )
  const logged: string[] = []
  const indexer = startIndexer({
    db: database.db,
    chains: [{ id: CHAIN_ID, name: 'outage', rpcUrl: proxy.url, confirmations: 0 }],
    pollIntervalMs: 100,
    log: (line) => logged.push(line),
  })
  try {
    // Sent straight to anvil, not through the proxy: the chain goes on while the indexer cannot see it.
    const wallet = createWalletClient({
      account: privateKeyToAccount(DEVNET_PRIVATE_KEYS[3]),
      transport: http(anvil.url),
    })
    const hashes: `0x${string}`[] = []
    const send = async (count: number) => {
      for (let index = 0; index < count; index += 1) {
        const to = privateKeyToAccount(generatePrivateKey()).address
        hashes.push(await wallet.sendTransaction({ to, value: parseEther('0.01'), chain: null }))
      }
    }
    await send(params.transfersPerPhase)
    await proxy.stop()
    const down = Date.now()
    await send(params.transfersPerPhase)
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, params.outageMs - (Date.now() - down))))
    await proxy.start()
    const outageMs = Date.now() - down
    await send(params.transfersPerPhase)
    // The block of the last transfer, from its receipt: a transaction sent is not always mined yet.
    const chain = createPublicClient({ transport: http(anvil.url) })
    const receipts = await Promise.all(hashes.map((hash) => chain.waitForTransactionReceipt({ hash })))
    const last = Math.max(...receipts.map((receipt) => Number(receipt.blockNumber)))
    await waitForIndexedBlock(database.db, CHAIN_ID, last, { timeoutMs: 60_000 })
    const catchUpMs = Date.now() - down - outageMs
    const rows = await database.db
      .select({ txHash: transfers.txHash })
      .from(transfers)
      .where(
        and(eq(transfers.chainId, CHAIN_ID), eq(transfers.logIndex, -1), inArray(transfers.txHash, hashes)),
      )
    const counts = new Map<string, number>()
    for (const row of rows)
      counts.set(row.txHash.toLowerCase(), (counts.get(row.txHash.toLowerCase()) ?? 0) + 1)
    const seen = hashes.map((hash) => counts.get(hash.toLowerCase()) ?? 0)
    const phases = ['before', 'during', 'after']
    return {
      sent: {
        before: params.transfersPerPhase,
        during: params.transfersPerPhase,
        after: params.transfersPerPhase,
      },
      recordedOnce: seen.filter((count) => count === 1).length,
      missing: seen.filter((count) => count === 0).length,
      duplicated: seen.filter((count) => count > 1).length,
      outageMs,
      catchUpMs,
      failuresLogged: logged.length,
      notOnce: seen.flatMap((count, index) =>
        count === 1
          ? []
          : [
              `${hashes[index]} (${phases[Math.floor(index / params.transfersPerPhase)]}, block ${receipts[index]?.blockNumber}): ${count} rows`,
            ],
      ),
    }
  } finally {
    await indexer.stop()
    await database.close()
    await proxy.stop()
    await anvil.stop()
  }
}
