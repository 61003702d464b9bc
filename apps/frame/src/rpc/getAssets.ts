import { createPublicClient, erc20Abi, getAddress, http, toHex } from 'viem'
import * as z from 'zod/mini'
import { type FrameChain, nativeCurrencyOf } from '../chains/frameChain'
import { invalidParams } from './rpcErrors'

const addressSchema = z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/, 'must be an address'))
const chainIdSchema = z.string().check(z.regex(/^0x[0-9a-fA-F]{1,16}$/, 'must be a hex chain id'))
const assetTypeSchema = z.enum(['native', 'erc20'])

/** A bound on the tokens one request may ask about: each is three reads from the operator's node. */
export const MAX_ASSET_FILTER_TOKENS = 50

/**
 * `wallet_getAssets`' one parameter (EIP-7811): the account, and optionally the chains, the asset
 * types and, per chain, the very assets to read. Strict: an unknown key is refused.
 */
export const getAssetsRequestSchema = z.strictObject({
  account: addressSchema,
  chainFilter: z.optional(z.array(chainIdSchema).check(z.maxLength(16))),
  assetTypeFilter: z.optional(z.array(assetTypeSchema).check(z.maxLength(2))),
  assetFilter: z.optional(
    z.record(
      chainIdSchema,
      z
        .array(
          z.strictObject({ address: z.union([addressSchema, z.literal('native')]), type: assetTypeSchema }),
        )
        .check(z.maxLength(MAX_ASSET_FILTER_TOKENS)),
    ),
  ),
})

/** One asset of the answer (EIP-7811): where it is, how much (hex), and how to show it. */
export interface WalletAsset {
  address: `0x${string}` | 'native'
  balance: `0x${string}`
  type: 'native' | 'erc20'
  metadata: { name: string; symbol: string; decimals: number }
}

/**
 * Answers `wallet_getAssets` (EIP-7811) for the frame's chain, read from the chain itself: the native
 * balance, and the ERC-20 tokens the page names in `assetFilter` (the frame keeps no token list). A
 * read: nothing is asked of the person. Other chains in `chainFilter` get nothing; malformed params
 * are -32602 before any read.
 *
 * @example
 * await getAssets(chain, [{ account, assetFilter: { '0x7a69': [{ address: token, type: 'erc20' }] } }])
 * // { '0x7a69': [{ address: 'native', balance: '0x…', type: 'native', metadata }, { address: token, … }] }
 */
export async function getAssets(
  chain: FrameChain,
  params: readonly unknown[],
): Promise<Record<string, WalletAsset[]>> {
  const parsed = getAssetsRequestSchema.safeParse(params[0])
  if (!parsed.success || params.length > 1)
    throw invalidParams(
      `wallet_getAssets wants [{ account, chainFilter?, assetTypeFilter?, assetFilter? }] (${parsed.error?.issues[0]?.message ?? 'one parameter'})`,
    )
  const request = parsed.data
  const chainId = toHex(chain.id)
  if (request.chainFilter && !request.chainFilter.some((id) => BigInt(id) === BigInt(chain.id))) return {}
  const wants = (type: 'native' | 'erc20') =>
    !request.assetTypeFilter || request.assetTypeFilter.includes(type)
  const filter = Object.entries(request.assetFilter ?? {}).find(
    ([id]) => BigInt(id) === BigInt(chain.id),
  )?.[1]
  const client = createPublicClient({ transport: http(chain.rpcUrl) })
  const account = getAddress(request.account)
  const assets: WalletAsset[] = []
  if (wants('native') && (!filter || filter.some((asset) => asset.type === 'native'))) {
    const balance = await client.request({ method: 'eth_getBalance', params: [account, 'latest'] })
    assets.push({ address: 'native', balance, type: 'native', metadata: { ...nativeCurrencyOf(chain) } })
  }
  const tokens = wants('erc20')
    ? (filter ?? []).flatMap((asset) =>
        asset.type === 'erc20' && asset.address !== 'native' ? [asset.address] : [],
      )
    : []
  for (const token of new Set(tokens.map((address) => getAddress(address)))) {
    const read = <name extends 'balanceOf' | 'decimals' | 'symbol' | 'name'>(
      functionName: name,
      args?: [typeof account],
    ) => client.readContract({ address: token, abi: erc20Abi, functionName, ...(args && { args }) } as never)
    const [balance, decimals, symbol, name] = await Promise.all([
      read('balanceOf', [account]) as Promise<bigint>,
      read('decimals') as Promise<number>,
      read('symbol') as Promise<string>,
      read('name') as Promise<string>,
    ])
    assets.push({
      address: token,
      balance: toHex(balance),
      type: 'erc20',
      metadata: { name, symbol, decimals },
    })
  }
  return { [chainId]: assets }
}
