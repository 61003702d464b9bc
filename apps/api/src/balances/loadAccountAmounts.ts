import { sql } from 'drizzle-orm'
import { type Address, getAddress } from 'viem'
import { getChainClient } from '../chain/getChainClient'
import { redactUrls } from '../chain/redactUrls'
import { balanceReads } from '../db/schema'
import type { HexBytes } from '../db/schema/hexBytes'
import type { Database } from '../db/types'
import { ApiError } from '../http/errors'
import type { ApiChain } from '../http/types'
import { connectAccount } from '../sources/connectAccount'
import { listNodeTokens } from '../sources/listNodeTokens'
import { readMulticallBalances } from '../sources/readMulticallBalances'
import { allowForceUpdate } from './allowForceUpdate'
import { listHeldTokens } from './listHeldTokens'
import { readChainBalances } from './readChainBalances'
import { type AccountAmount, NATIVE_KEY, readStoredBalances } from './readStoredBalances'

export interface LoadAccountAmountsParameters {
  chain: ApiChain
  address: Address
  /** Token contracts to read even if the index has no transfer of them (e.g. the price table's). */
  alwaysRead: readonly `0x${string}`[]
  /** Reuse the stored read when younger than this, in ms. */
  maxAgeMs: number
  /** Read the chain whatever the stored read's age (once per 10 s per account, see `allowForceUpdate`). */
  forceUpdate: boolean
  now: number
}

/**
 * The account's amounts of the native currency and its ERC-20 tokens on a chain. When the stored read
 * (shared by every instance through Postgres) is younger than `maxAgeMs` and no transfer of the account
 * was indexed after it, it is the answer: one query. (So a wallet's second send within the forceUpdate
 * window still gets fresh amounts once the indexer has seen it.)
 * Otherwise the tokens the index saw the account touch (plus `alwaysRead` and the chain's `balanceTokens`) are
 * read from the chain in one JSON-RPC batch and stored (on a `node` chain: `alwaysRead` and `balanceTokens`,
 * with the native balance, in one Multicall3 call; on a `connected` chain the account becomes one the
 * indexer follows); `forceUpdate` skips a fresh stored read when `allowForceUpdate` says so. When the chain cannot be read, an older stored read answers; with none,
 * 503 SERVICE_UNAVAILABLE.
 *
 * @example
 * const amounts = await loadAccountAmounts(db, { chain, address, alwaysRead: [lusd], maxAgeMs: 10_000, forceUpdate: false, now: Date.now() })
 * amounts[0] // { token: 'native', amount: 10000000000000000000000n, name: null, symbol: null, decimals: null }
 */
export async function loadAccountAmounts(
  db: Database,
  params: LoadAccountAmountsParameters,
): Promise<AccountAmount[]> {
  const { chain, address, now } = params
  const stored = await readStoredBalances(db, { chainId: chain.id, address })
  const fresh =
    stored.readAt !== undefined &&
    now - stored.readAt < params.maxAgeMs &&
    !stored.outdated &&
    stored.amounts.some((row) => row.token === NATIVE_KEY)
  // Every forced read counts, fresh stored read or not, so the next one within the window is refused.
  const forced = params.forceUpdate && (await allowForceUpdate(db, { chainId: chain.id, address, now }))
  if (fresh && !forced) return stored.amounts

  const client = getChainClient(chain)
  // The chain's own token list is read wherever the balances come from; on a `node` chain it is all.
  const extra = [
    ...new Map(
      [...params.alwaysRead, ...(chain.balanceTokens ?? [])].map((token) => [
        token.toLowerCase(),
        getAddress(token),
      ]),
    ).values(),
  ]
  if (chain.source === 'connected') await connectAccount(db, chain.id, address.toLowerCase() as HexBytes)
  const node = chain.source === 'node'
  // An indexed chain's tokens come from the database (a failure there is not the chain's).
  let held = node ? [] : await listHeldTokens(db, { chainId: chain.id, address, extra })
  let read: Awaited<ReturnType<typeof readChainBalances>>
  try {
    if (node) held = await listNodeTokens(db, client, { chainId: chain.id, addresses: extra })
    const list = { address, tokens: held.map((token) => token.address) }
    read = node ? await readMulticallBalances(client, list) : await readChainBalances(client, list)
  } catch (error) {
    if (stored.amounts.length > 0) return stored.amounts
    throw new ApiError(
      'SERVICE_UNAVAILABLE',
      redactUrls(
        `Chain eip155:${chain.id} cannot be read right now: ${(error as Error).message.split('\n')[0]}`,
      ),
    )
  }
  const amounts: AccountAmount[] = [
    { token: NATIVE_KEY, amount: read.native, name: null, symbol: null, decimals: null },
    ...held.flatMap((token) => {
      const amount = read.tokens.get(token.address)
      return amount === undefined ? [] : [{ ...token, token: token.address, amount }]
    }),
  ]
  const readAt = new Date(now)
  await db
    .insert(balanceReads)
    .values(
      amounts.map(({ token, amount }) => ({
        chainId: chain.id,
        account: address,
        token,
        amount: amount.toString(),
        blockNumber: read.blockNumber,
        readAt,
      })),
    )
    .onConflictDoUpdate({
      target: [balanceReads.chainId, balanceReads.account, balanceReads.token],
      set: {
        amount: sql`excluded.amount`,
        blockNumber: sql`excluded.block_number`,
        readAt: sql`excluded.read_at`,
      },
      // Two instances reading at once: the read of the later block stays.
      setWhere: sql`${balanceReads.blockNumber} <= excluded.block_number`,
    })
  return amounts
}
