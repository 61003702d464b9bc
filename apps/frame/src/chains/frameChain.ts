import { type Address, defineChain, getAddress } from 'viem'

/**
 * A chain the frame signs for, from the frame's config: its id, name and the operator's RPC endpoint, and,
 * where the operator offers smart accounts there, the bundler, the EntryPoint (v0.8) and the account factory.
 */
export interface FrameChain {
  id: number
  name: string
  rpcUrl: string
  /** The chain's native currency, as approvals show values in it; ETH (18 decimals) when left out. */
  nativeCurrency?: NativeCurrency | undefined
  bundlerUrl?: string | undefined
  entryPoint?: string | undefined
  accountFactory?: string | undefined
}

/** A chain's native currency: what `value` is counted in. */
export interface NativeCurrency {
  name: string
  symbol: string
  decimals: number
}

const ETHER: NativeCurrency = { name: 'Ether', symbol: 'ETH', decimals: 18 }

/**
 * The chain's native currency from the frame's config, Ether when it names none.
 *
 * @example nativeCurrencyOf({ nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 } }).symbol // 'POL'
 */
export const nativeCurrencyOf = (chain: Pick<FrameChain, 'nativeCurrency'>): NativeCurrency =>
  chain.nativeCurrency ?? ETHER

/** A chain on which the frame's users have a smart account: the three ERC-4337 settings all there. */
export interface SmartAccountChain extends FrameChain {
  bundlerUrl: string
  entryPoint: Address
  accountFactory: Address
}

/**
 * The chain with its smart-account settings, when it has all three (the config's schema allows all or none).
 *
 * @example smartAccountChainOf({ id: 1, name: 'Ethereum', rpcUrl }) // undefined: no smart account there
 */
export function smartAccountChainOf(chain: FrameChain): SmartAccountChain | undefined {
  const { bundlerUrl, entryPoint, accountFactory } = chain
  if (!bundlerUrl || !entryPoint || !accountFactory) return undefined
  return {
    ...chain,
    bundlerUrl,
    entryPoint: getAddress(entryPoint),
    accountFactory: getAddress(accountFactory),
  }
}

/**
 * The chain as viem wants it (for clients that sign: their chain id must be known).
 *
 * @example createWalletClient({ account, chain: viemChainOf(chain), transport: http(chain.rpcUrl) })
 */
export function viemChainOf(chain: FrameChain) {
  return defineChain({
    id: chain.id,
    name: chain.name,
    nativeCurrency: nativeCurrencyOf(chain),
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  })
}
