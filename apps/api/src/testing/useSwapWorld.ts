import {
  DEVNET_PRIVATE_KEYS,
  type DevnetChain,
  devnetPrices,
  devnetSwapSettings,
  type StartDevnetReturnType,
  startDevnet,
} from '@latch/devnet'
import { type Address, createPublicClient, createWalletClient, http, publicActions } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll } from 'vitest'
import type { ApiApp } from '../http/types'
import type { TestApi, TestRequestInit } from './useTestApi'

export interface SwapWorld {
  /** The first devnet chain, with its Uniswap v2 market. */
  readonly chain: DevnetChain
  readonly devnet: StartDevnetReturnType
  /** The app serving swaps on both devnet chains; its clock is `now`. */
  readonly app: ApiApp
  /** What the app's clock says (ms), fixed when the world started. */
  readonly now: number
  /** A fixture token of the first chain, or `ETH` for the market's WETH. */
  address(symbol: 'ETH' | 'LUSD' | 'LGLD' | 'LPTS'): Address
  /** `eip155:<first chain>:<address>`. */
  caip(address: string): string
  client(): ReturnType<typeof createPublicClient>
  /** A wallet on the first chain with a devnet key. */
  wallet(key: number): ReturnType<typeof walletOf>
  /** `api.request` on the swap app. */
  request(path: string, init?: TestRequestInit): Promise<Response>
}

function walletOf(rpcUrl: string, key: number) {
  return createWalletClient({
    account: privateKeyToAccount(DEVNET_PRIVATE_KEYS[key]!),
    transport: http(rpcUrl),
  }).extend(publicActions)
}

/**
 * Gives a swap route suite the devnet (both chains with their Uniswap v2 market; no history, no mail) and
 * an app over `api`'s database serving swaps on both chains with the devnet's prices, no rate limit.
 *
 * @example
 * const api = useTestApi()
 * const world = useSwapWorld(api)
 * await world.request('/v1/convert/tokens', { query: { chainId: 'eip155:31337' } })
 */
export function useSwapWorld(api: TestApi): SwapWorld {
  let state: { devnet: StartDevnetReturnType; app: ApiApp; now: number } | undefined
  const current = () => {
    if (!state) throw new Error('useSwapWorld: the devnet is not started yet (use it inside tests).')
    return state
  }
  beforeAll(async () => {
    const devnet = await startDevnet({ history: false, mail: false, accountAbstraction: false })
    const now = Date.now()
    const app = api.createApp({
      chains: devnet.chains.map(({ id, name, rpcUrl }) => ({ id, name, rpcUrl, confirmations: 0 })),
      prices: devnetPrices(devnet.chains),
      swap: devnetSwapSettings(devnet.chains),
      rateLimit: false,
      now: () => now,
    })
    state = { devnet, app, now }
  }, 60_000)
  afterAll(async () => {
    await state?.devnet.stop()
  })
  const chain = () => current().devnet.chains[0]!
  return {
    get chain() {
      return chain()
    },
    get devnet() {
      return current().devnet
    },
    get app() {
      return current().app
    },
    get now() {
      return current().now
    },
    address(symbol) {
      if (symbol === 'ETH') return chain().swap!.weth
      return chain().tokens.find((token) => token.symbol === symbol)!.address
    },
    caip: (address) => `eip155:${chain().id}:${address}`,
    client: () => createPublicClient({ transport: http(chain().rpcUrl) }),
    wallet: (key) => walletOf(chain().rpcUrl, key),
    request: (path, init = {}) => api.request(path, { ...init, app: current().app }),
  }
}
