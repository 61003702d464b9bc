import { and, eq, inArray } from 'drizzle-orm'
import type { Address, PublicClient } from 'viem'
import { tokens } from '../db/schema'
import type { Database } from '../db/types'
import type { ApiChain } from '../http/types'
import { readTokenMetadata } from '../indexer/readTokenMetadata'
import { findPrice } from '../prices/findPrice'
import type { PriceTable } from '../prices/types'
import { describeAsset } from '../tokens/describeAsset'
import { isSwapNativeToken, toSwapTokenId } from './swapNativeToken'

/** A token of `GET /v1/convert/tokens`. */
export interface SwapTokenInfo {
  name: string
  symbol: string
  /** CAIP-10; the native currency is `eip155:<chainId>:0xeeee…eeee`. */
  address: string
  decimals: number
  logoUri: string
}

export interface DescribeSwapTokensParameters {
  db: Database
  chain: ApiChain
  client: PublicClient
  prices?: PriceTable
  /** The icon URL of a symbol (the service's generated token image). */
  iconUrl: (symbol: string) => string
  /** Token contracts, or `SWAP_NATIVE_TOKEN_ADDRESS` for the native currency. */
  addresses: readonly Address[]
}

/**
 * Names, symbols, decimals and icons of swap tokens, in the order asked, as the balance route knows them:
 * what the indexer read, else the price table, else read from the contract now.
 *
 * @example
 * const [eth, lusd] = await describeSwapTokens({ db, chain, client, iconUrl, addresses: [native, lusd] })
 */
export async function describeSwapTokens(params: DescribeSwapTokensParameters): Promise<SwapTokenInfo[]> {
  const { db, chain, client, prices, iconUrl } = params
  const contracts = params.addresses.filter((address) => !isSwapNativeToken(address))
  const indexed = contracts.length
    ? await db
        .select({
          address: tokens.address,
          name: tokens.name,
          symbol: tokens.symbol,
          decimals: tokens.decimals,
        })
        .from(tokens)
        .where(and(eq(tokens.chainId, chain.id), inArray(tokens.address, contracts)))
    : []
  return Promise.all(
    params.addresses.map(async (address) => {
      const native = isSwapNativeToken(address)
      let known = native ? undefined : indexed.find((row) => row.address === address.toLowerCase())
      // Neither the index nor the table knows it: its contract says.
      if (!native && !known && !findPrice(prices, chain.id, address)) {
        known = { address, ...(await readTokenMetadata(client, address, 'erc20')) }
      }
      const asset = describeAsset({
        chainId: chain.id,
        chain,
        address: native ? undefined : address,
        indexed: known,
        ...(prices ? { prices } : {}),
        iconUrl,
      })
      return {
        name: asset.name,
        symbol: asset.symbol,
        address: toSwapTokenId(chain.id, address),
        decimals: asset.decimals,
        logoUri: asset.iconUrl,
      }
    }),
  )
}
