import { and, eq, inArray } from 'drizzle-orm'
import { formatUnits, getAddress } from 'viem'
import { getChainClient } from '../chain/getChainClient'
import { tokens } from '../db/schema'
import type { HexBytes } from '../db/schema/hexBytes'
import type { Database } from '../db/types'
import type { ApiChain } from '../http/types'
import { spamContractsOf } from '../nfts/spamContractsOf'
import { encodePageCursor, type PageCursor } from '../paging/pageCursor'
import type { PriceTable } from '../prices/types'
import { connectAccount } from '../sources/connectAccount'
import { nodeBound } from '../sources/nodeBound'
import { readNodeTransactions } from '../sources/readNodeTransactions'
import { describeAsset } from '../tokens/describeAsset'
import { chainBound } from './chainBound'
import { type ChainTransaction, readChainTransactions, type TransferRow } from './readChainTransactions'
import { toOperationType } from './toOperationType'
import { transactionEnds } from './transactionEnds'
import type { AccountTransaction, TransactionTransfer } from './types'

export interface ListAccountHistoryParameters {
  /** Checksummed address. */
  address: string
  /** Only this chain (else every chain of `chains`). */
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

type TokenInfo = { name: string | null; symbol: string | null; decimals: number | null }

async function toTransfer(
  row: TransferRow,
  account: HexBytes,
  token: TokenInfo | undefined,
  params: ListAccountHistoryParameters,
): Promise<TransactionTransfer> {
  const direction =
    row.fromAddress === account ? (row.toAddress === account ? 'self' : 'out') : ('in' as const)
  const base = {
    direction,
    sender: getAddress(row.fromAddress),
    recipient: getAddress(row.toAddress),
  } as const
  const contract = row.token ? getAddress(row.token) : null
  const chain = params.chains.find((candidate) => candidate.id === row.chainId)
  const asset = describeAsset({
    chainId: row.chainId,
    chain,
    address: contract,
    indexed: contract ? (token ?? { name: null, symbol: null, decimals: null }) : null,
    prices: params.prices,
    iconUrl: params.iconUrl,
  })
  if (row.standard === 'erc721' && contract && row.tokenId) {
    const nft = { chainId: row.chainId, contract, tokenId: row.tokenId }
    const image = (await params.nftImageUrl?.(nft)) ?? null
    return {
      ...base,
      quantity: { numeric: '1' },
      fungible_info: null,
      nft_info: {
        name: `${token?.name ?? token?.symbol ?? 'NFT'} #${row.tokenId}`,
        flags: { is_spam: spamContractsOf(chain).has(contract) },
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

/** Global order of history: block time, then chain, block and transaction index, newest first. */
function newestFirst(a: ChainTransaction, b: ChainTransaction): number {
  return (
    b.time.getTime() - a.time.getTime() ||
    b.chainId - a.chainId ||
    b.blockNumber - a.blockNumber ||
    b.txIndex - a.txIndex
  )
}

/**
 * A page of an account's transactions from the indexed transfers, newest first (block time, then chain,
 * block and position), each with the account's own transfers. `next` is the cursor of the following
 * page, or null on the last. Each chain's part is read through the address indexes from where the
 * cursor left it (see `readChainTransactions`, `chainBound`), and the chains' parts merged: a page costs
 * its own rows whatever the length of the history.
 *
 * @example
 * const page = await listAccountHistory(db, { address, limit: 20, chains, prices, iconUrl })
 * const more = page.next ? await listAccountHistory(db, { …, cursor: decodePageCursor(page.next) }) : undefined
 */
export async function listAccountHistory(
  db: Database,
  params: ListAccountHistoryParameters,
): Promise<ListAccountHistoryReturnType> {
  const { cursor, limit } = params
  const account = params.address.toLowerCase() as HexBytes
  const chainIds = params.chainId !== undefined ? [params.chainId] : params.chains.map((chain) => chain.id)
  const parts = await Promise.all(
    chainIds.map(async (chainId) => {
      const chain = params.chains.find((candidate) => candidate.id === chainId)
      const read = { address: account, count: limit + 1 }
      // A `node` chain (or a `connected` one before its indexer has read the account's past) is read
      // from its node.
      const fromNode =
        chain?.source === 'node' ||
        (chain?.source === 'connected' && !(await connectAccount(db, chainId, account)))
      if (chain && fromNode) {
        const client = getChainClient(chain)
        const before = await nodeBound(client, chain, cursor)
        if (before === null) return []
        return readNodeTransactions(db, client, { ...read, chain, ...(before ? { before } : {}) })
      }
      const before = await chainBound(db, chainId, cursor)
      if (before === null) return []
      return readChainTransactions(db, { ...read, chainId, ...(before ? { before } : {}) })
    }),
  )
  const merged = parts.flat().sort(newestFirst)
  const page = merged.slice(0, limit)
  if (page.length === 0) return { data: [], next: null }

  const tokenKeys = new Map<number, Set<HexBytes>>()
  for (const row of page.flatMap((tx) => tx.rows)) {
    if (row.token) tokenKeys.set(row.chainId, (tokenKeys.get(row.chainId) ?? new Set()).add(row.token))
  }
  const known = new Map<string, TokenInfo>()
  for (const [chainId, addresses] of tokenKeys) {
    const rows = await db
      .select({
        address: tokens.address,
        name: tokens.name,
        symbol: tokens.symbol,
        decimals: tokens.decimals,
      })
      .from(tokens)
      .where(and(eq(tokens.chainId, chainId), inArray(tokens.address, [...addresses])))
    for (const { address, ...info } of rows) known.set(`${chainId}:${address}`, info)
  }

  const data = await Promise.all(
    page.map(async (tx): Promise<AccountTransaction> => {
      const first = tx.rows[0]!
      const transfersOut = await Promise.all(
        tx.rows.map((row) => toTransfer(row, account, known.get(`${row.chainId}:${row.token}`), params)),
      )
      const ends = transactionEnds(first)
      return {
        id: `eip155:${tx.chainId}:${first.txHash}`,
        metadata: {
          minedAt: tx.time.toISOString(),
          chain: `eip155:${tx.chainId}`,
          operationType: toOperationType(transfersOut),
          status: tx.rows.some((row) => row.status === 'failed') ? 'failed' : 'confirmed',
          sentFrom: getAddress(ends.from),
          sentTo: ends.to ? getAddress(ends.to) : '',
          hash: first.txHash,
          blockNumber: tx.blockNumber,
        },
        transfers: transfersOut,
      }
    }),
  )
  const last = page.at(-1)!
  return {
    data,
    next:
      merged.length > limit
        ? encodePageCursor({
            blockTime: last.time.getTime(),
            chainId: last.chainId,
            blockNumber: last.blockNumber,
            index: last.txIndex,
          })
        : null,
  }
}
