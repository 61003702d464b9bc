import { and, desc, eq, or, type SQL, sql } from 'drizzle-orm'
import { formatUnits } from 'viem'
import { tokens, transfers } from '../db/schema'
import type { Database } from '../db/types'
import type { ApiChain } from '../http/types'
import { spamContractsOf } from '../nfts/spamContractsOf'
import { encodePageCursor, type PageCursor } from '../paging/pageCursor'
import type { PriceTable } from '../prices/types'
import { describeAsset } from '../tokens/describeAsset'
import { toOperationType } from './toOperationType'
import type { AccountTransaction, TransactionTransfer } from './types'

export interface ListAccountHistoryParameters {
  /** Checksummed address. */
  address: string
  /** Only this chain. */
  chainId?: number
  cursor?: PageCursor
  limit: number
  chains: readonly ApiChain[]
  prices?: PriceTable
  iconUrl: (symbol: string) => string
  /** The image of an NFT when known (e.g. from its metadata), else null; default: none known. */
  nftImageUrl?: (nft: { chainId: number; contract: string; tokenId: string }) => Promise<string | null>
}

export interface ListAccountHistoryReturnType {
  data: AccountTransaction[]
  next: string | null
}

type TransferRow = typeof transfers.$inferSelect & {
  tokenName: string | null
  tokenSymbol: string | null
  tokenDecimals: number | null
}

async function toTransfer(
  row: TransferRow,
  address: string,
  params: ListAccountHistoryParameters,
): Promise<TransactionTransfer> {
  const direction =
    row.fromAddress === address ? (row.toAddress === address ? 'self' : 'out') : ('in' as const)
  const base = { direction, sender: row.fromAddress, recipient: row.toAddress } as const
  const asset = describeAsset({
    chainId: row.chainId,
    chain: params.chains.find((chain) => chain.id === row.chainId),
    address: row.token,
    indexed: row.token ? { name: row.tokenName, symbol: row.tokenSymbol, decimals: row.tokenDecimals } : null,
    prices: params.prices,
    iconUrl: params.iconUrl,
  })
  if (row.standard === 'erc721' && row.token && row.tokenId) {
    const chain = params.chains.find((candidate) => candidate.id === row.chainId)
    const nft = { chainId: row.chainId, contract: row.token, tokenId: row.tokenId }
    const image = (await params.nftImageUrl?.(nft)) ?? null
    return {
      ...base,
      quantity: { numeric: '1' },
      fungible_info: null,
      nft_info: {
        name: `${row.tokenName ?? row.tokenSymbol ?? 'NFT'} #${row.tokenId}`,
        flags: { is_spam: spamContractsOf(chain).has(row.token) },
        content: image ? { preview: { url: image } } : null,
      },
      value: 0,
      price: 0,
    }
  }
  const numeric = formatUnits(BigInt(row.amount), asset.decimals)
  return {
    ...base,
    quantity: { numeric },
    fungible_info: { name: asset.name, symbol: asset.symbol, icon: { url: asset.iconUrl } },
    nft_info: null,
    value: Number(numeric) * asset.usd,
    price: asset.usd,
  }
}

/**
 * A page of an account's transactions from the indexed transfers, newest first (block time, then chain,
 * block and position), each with the account's own transfers. `next` is the cursor of the following
 * page, or null on the last.
 *
 * @example
 * const page = await listAccountHistory(db, { address, limit: 20, chains, prices, iconUrl })
 * const more = page.next ? await listAccountHistory(db, { …, cursor: decodePageCursor(page.next) }) : undefined
 */
export async function listAccountHistory(
  db: Database,
  params: ListAccountHistoryParameters,
): Promise<ListAccountHistoryReturnType> {
  const { address, chainId, cursor, limit } = params
  const involves = or(eq(transfers.fromAddress, address), eq(transfers.toAddress, address))
  const filters: (SQL | undefined)[] = [involves]
  if (chainId !== undefined) filters.push(eq(transfers.chainId, chainId))
  if (cursor) {
    const time = new Date(cursor.blockTime).toISOString()
    filters.push(
      sql`(${transfers.blockTime}, ${transfers.chainId}, ${transfers.blockNumber}, ${transfers.txIndex}) < (${time}::timestamptz, ${cursor.chainId}, ${cursor.blockNumber}, ${cursor.index})`,
    )
  }
  const keys = await db
    .selectDistinct({
      chainId: transfers.chainId,
      txHash: transfers.txHash,
      blockTime: transfers.blockTime,
      blockNumber: transfers.blockNumber,
      txIndex: transfers.txIndex,
    })
    .from(transfers)
    .where(and(...filters))
    .orderBy(
      desc(transfers.blockTime),
      desc(transfers.chainId),
      desc(transfers.blockNumber),
      desc(transfers.txIndex),
    )
    .limit(limit + 1)
  const page = keys.slice(0, limit)
  if (page.length === 0) return { data: [], next: null }

  const rows = await db
    .select({
      transfer: transfers,
      tokenName: tokens.name,
      tokenSymbol: tokens.symbol,
      tokenDecimals: tokens.decimals,
    })
    .from(transfers)
    .leftJoin(tokens, and(eq(tokens.chainId, transfers.chainId), eq(tokens.address, transfers.token)))
    .where(
      and(
        involves,
        or(...page.map((key) => and(eq(transfers.chainId, key.chainId), eq(transfers.txHash, key.txHash)))),
      ),
    )
    .orderBy(transfers.logIndex)
  const byTx = new Map<string, TransferRow[]>()
  for (const { transfer, ...token } of rows) {
    const key = `${transfer.chainId}:${transfer.txHash}`
    byTx.set(key, [...(byTx.get(key) ?? []), { ...transfer, ...token }])
  }

  const data = await Promise.all(
    page.map(async (key): Promise<AccountTransaction> => {
      const group = byTx.get(`${key.chainId}:${key.txHash}`) ?? []
      const first = group[0]
      const transfersOut = await Promise.all(group.map((row) => toTransfer(row, address, params)))
      return {
        id: `eip155:${key.chainId}:${key.txHash}`,
        metadata: {
          minedAt: key.blockTime.toISOString(),
          chain: `eip155:${key.chainId}`,
          operationType: toOperationType(transfersOut),
          status: group.some((row) => row.status === 'failed') ? 'failed' : 'confirmed',
          sentFrom: first?.txFrom ?? '',
          sentTo: first?.txTo ?? '',
          hash: key.txHash,
          blockNumber: key.blockNumber,
        },
        transfers: transfersOut,
      }
    }),
  )
  const last = page[page.length - 1]!
  return {
    data,
    next:
      keys.length > limit
        ? encodePageCursor({
            blockTime: last.blockTime.getTime(),
            chainId: last.chainId,
            blockNumber: last.blockNumber,
            index: last.txIndex,
          })
        : null,
  }
}
