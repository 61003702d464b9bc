import { and, desc, eq, inArray, not, type SQL, sql } from 'drizzle-orm'
import { getAddress } from 'viem'
import { blockTimes, tokens, transfers } from '../db/schema'
import type { HexBytes } from '../db/schema/hexBytes'
import { codeOf } from '../db/schema/smallintEnum'
import { TRANSFER_STANDARDS, TRANSFER_STATUSES } from '../db/schema/transfers'
import type { Database } from '../db/types'
import type { ApiChain } from '../http/types'
import { encodePageCursor, type PageCursor } from '../paging/pageCursor'
import { spamContractsOf } from './spamContractsOf'

export interface ListOwnedNftsParameters {
  /** Checksummed address. */
  address: string
  /** The chains to look at (each with its spam contracts). */
  chains: readonly ApiChain[]
  cursor?: PageCursor
  limit: number
  /** Keep the chains' spam contracts' NFTs (default false: left out). */
  includeSpam?: boolean
}

/** An NFT the address owns, as the index knows it (no metadata yet). */
export interface OwnedNft {
  chainId: number
  contract: string
  /** Decimal. */
  tokenId: string
  /** The collection's name and symbol as the indexer read them (null when the call failed). */
  collectionName: string | null
  collectionSymbol: string | null
  spam: boolean
}

export interface ListOwnedNftsReturnType {
  data: OwnedNft[]
  next: string | null
}

/**
 * A page of the NFTs `address` owns now according to the indexed ERC-721 transfers: for each contract and
 * token id, the recipient of its latest transfer is the owner. Newest acquisition first (block time, then
 * chain, block and log); `next` is the cursor of the following page, or null on the last.
 *
 * @example
 * const page = await listOwnedNfts(db, { address, chains: [chain], limit: 20 })
 * page.data[0] // { chainId: 31337, contract: '0x…', tokenId: '9', collectionName: 'Latch Keys', … }
 */
export async function listOwnedNfts(
  db: Database,
  params: ListOwnedNftsParameters,
): Promise<ListOwnedNftsReturnType> {
  const { chains, cursor, limit } = params
  const address = params.address.toLowerCase() as HexBytes
  const chainIds = chains.map((chain) => chain.id)
  if (chainIds.length === 0) return { data: [], next: null }
  // Written out (not parameters), so the planner sees the condition of the NFT-only partial indexes.
  const erc721 = sql`${transfers.standard} = ${sql.raw(String(codeOf(TRANSFER_STANDARDS, 'erc721')))} and ${transfers.status} = ${sql.raw(String(codeOf(TRANSFER_STATUSES, 'confirmed')))}`
  // Only the tokens the address ever received can be owned by it: the NFT-only `to` index narrows it.
  const received = db
    .select({ chainId: transfers.chainId, token: transfers.token, tokenId: transfers.tokenId })
    .from(transfers)
    .where(and(erc721, eq(transfers.toAddress, address), inArray(transfers.chainId, chainIds)))
  const latest = db.$with('latest').as(
    db
      .selectDistinctOn([transfers.chainId, transfers.token, transfers.tokenId], {
        chainId: transfers.chainId,
        token: transfers.token,
        tokenId: transfers.tokenId,
        owner: transfers.toAddress,
        blockNumber: transfers.blockNumber,
        logIndex: transfers.logIndex,
      })
      .from(transfers)
      .where(
        and(erc721, sql`(${transfers.chainId}, ${transfers.token}, ${transfers.tokenId}) in ${received}`),
      )
      .orderBy(
        transfers.chainId,
        transfers.token,
        transfers.tokenId,
        desc(transfers.blockNumber),
        desc(transfers.logIndex),
      ),
  )

  const spamByChain = new Map(chains.map((chain) => [chain.id, spamContractsOf(chain)]))
  const filters: (SQL | undefined)[] = [eq(latest.owner, address)]
  if (!params.includeSpam) {
    for (const [chainId, spam] of spamByChain) {
      if (spam.size > 0)
        filters.push(
          not(
            and(
              eq(latest.chainId, chainId),
              inArray(
                latest.token,
                [...spam].map((a) => a.toLowerCase() as HexBytes),
              ),
            )!,
          ),
        )
    }
  }
  if (cursor) {
    const time = new Date(cursor.blockTime).toISOString()
    filters.push(
      sql`(${blockTimes.time}, ${latest.chainId}, ${latest.blockNumber}, ${latest.logIndex}) < (${time}::timestamptz, ${cursor.chainId}, ${cursor.blockNumber}, ${cursor.index})`,
    )
  }
  const rows = await db
    .with(latest)
    .select({
      chainId: latest.chainId,
      token: latest.token,
      tokenId: latest.tokenId,
      blockTime: blockTimes.time,
      blockNumber: latest.blockNumber,
      logIndex: latest.logIndex,
      name: tokens.name,
      symbol: tokens.symbol,
    })
    .from(latest)
    .innerJoin(
      blockTimes,
      and(eq(blockTimes.chainId, latest.chainId), eq(blockTimes.number, latest.blockNumber)),
    )
    .leftJoin(tokens, and(eq(tokens.chainId, latest.chainId), eq(tokens.address, latest.token)))
    .where(and(...filters))
    .orderBy(desc(blockTimes.time), desc(latest.chainId), desc(latest.blockNumber), desc(latest.logIndex))
    .limit(limit + 1)

  const page = rows.slice(0, limit)
  const last = page.at(-1)
  return {
    data: page.map((row) => {
      const contract = row.token ? getAddress(row.token) : ''
      return {
        chainId: row.chainId,
        contract,
        tokenId: row.tokenId ?? '',
        collectionName: row.name,
        collectionSymbol: row.symbol,
        spam: spamByChain.get(row.chainId)?.has(contract) ?? false,
      }
    }),
    next:
      rows.length > limit && last
        ? encodePageCursor({
            blockTime: last.blockTime.getTime(),
            chainId: last.chainId,
            blockNumber: last.blockNumber,
            index: last.logIndex,
          })
        : null,
  }
}
