import { mineBitcoinBlocks } from '@latch/devnet'
import { world } from './world'

/** The devnet's Bitcoin node, read from Node through bcoin's own address index: what the modal must show. */
export function bitcoinNode() {
  const { bitcoin } = world()
  const authorization = `Basic ${Buffer.from(`x:${bitcoin.apiKey}`).toString('base64')}`
  return {
    ...bitcoin,
    /** Satoshis in `address`'s coins, mempool ones included. */
    async sats(address: string): Promise<bigint> {
      const response = await fetch(`${bitcoin.url}/coin/address/${address}`, { headers: { authorization } })
      if (!response.ok) throw new Error(`bcoin: HTTP ${response.status}`)
      const coins = (await response.json()) as { value: number }[]
      return coins.reduce((sum, coin) => sum + BigInt(coin.value), 0n)
    },
    /** Mines `count` blocks, confirming what the mempool holds. */
    mine: (count = 1) => mineBitcoinBlocks(bitcoin, count),
  }
}
