import { type Address, createPublicClient, createTestClient, erc20Abi, formatUnits, http } from 'viem'
import { world } from './world'

/**
 * The first devnet chain (the demo's default network) over its RPC, as the tests see it beside the
 * page: balances read from the node, and anvil's mining switch.
 *
 * @example
 * const chain = devnetChain()
 * const wei = await chain.nativeBalance(DEVNET_ADDRESSES[2])
 */
export function devnetChain() {
  const chain = world().chains[0]!
  const transport = http(chain.rpcUrl, { retryCount: 0 })
  const client = createPublicClient({ transport })
  const anvil = createTestClient({ mode: 'anvil', transport })
  const token = (symbol: string) => {
    const found = chain.tokens.find((candidate) => candidate.symbol === symbol)
    if (!found) throw new Error(`No fixture token ${symbol} on ${chain.name}`)
    return found
  }
  return {
    chain,
    caipNetworkId: `eip155:${chain.id}`,
    token,
    nativeBalance: (address: Address) => client.getBalance({ address }),
    tokenBalance: (symbol: string, address: Address) =>
      client.readContract({
        address: token(symbol).address,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [address],
      }),
    /** Off: sent transactions wait in the pool until `mine`, so the page's pending state can be seen. */
    setAutomine: (enabled: boolean) => anvil.setAutomine(enabled),
    mine: () => anvil.mine({ blocks: 1 }),
  }
}

/**
 * An amount as Latch shows a balance or quantity: floored to 3 decimals, no grouping.
 *
 * @example shown(10_002_249_781_567_000_000_000n, 18) // '10002.249'
 */
export function shown(value: bigint, decimals: number): string {
  const [whole, fraction = ''] = formatUnits(value, decimals).split('.')
  return `${whole}.${fraction.padEnd(3, '0').slice(0, 3)}`
}
