import type { ChainAdapter } from '../adapter'
import { UserRejectedRequestError } from '../errors/rpc'
import { listingAdapter } from './connectTestLatch'
import { rpc } from './startTestChain'

const hex = (value: bigint) => `0x${value.toString(16)}`
/** ERC-20 `transfer(address,uint256)`. */
const TRANSFER_SELECTOR = '0xa9059cbb'
const word = (value: string) => value.replace(/^0x/, '').toLowerCase().padStart(64, '0')

/** What a test changes on the adapter: `reject` makes the wallet refuse (4001). */
export interface AnvilAdapterControls {
  reject: boolean
  /** The transfers the wallet was asked for. */
  transfers: { to: string; amount: bigint; token?: string }[]
}

/**
 * An eip155 adapter whose "wallet" is one of anvil's unlocked accounts: it sends over the network's
 * RPC with eth_sendTransaction and reads receipts, balances and gas there. Enough of a wallet for
 * core's send actions; the real wallet path is packages/evm's.
 *
 * @example const { adapter, controls } = anvilAdapter(ADDRESS); controls.reject = true
 */
export function anvilAdapter(address: string): { adapter: ChainAdapter; controls: AnvilAdapterControls } {
  const controls: AnvilAdapterControls = { reject: false, transfers: [] }
  const call = (to: string, amount: bigint, token?: string) =>
    token
      ? { to: token, data: `${TRANSFER_SELECTOR}${word(to)}${word(hex(amount))}` }
      : { to, value: hex(amount), data: '0x' }
  const adapter: ChainAdapter = {
    ...listingAdapter(address),
    async getBalance({ address: owner, network }) {
      const value = await rpc<string>(network.rpcUrl, 'eth_getBalance', [owner, 'latest'])
      return { value: BigInt(value), decimals: 18, symbol: 'ETH' }
    },
    async sendTransfer({ address: from, to, amount, token, network }) {
      controls.transfers.push({ to, amount, token })
      if (controls.reject) throw new UserRejectedRequestError()
      // a fixed gas limit, so a transfer that reverts is still mined (estimation would refuse it)
      return rpc<string>(network.rpcUrl, 'eth_sendTransaction', [
        { from, gas: hex(200_000n), ...call(to, amount, token) },
      ])
    },
    async estimateTransferFee({ address: from, to, amount, token, network }) {
      const gas = await rpc<string>(network.rpcUrl, 'eth_estimateGas', [{ from, ...call(to, amount, token) }])
      const price = await rpc<string>(network.rpcUrl, 'eth_gasPrice')
      return BigInt(gas) * BigInt(price)
    },
    async waitForTransactionReceipt({ hash, network }) {
      for (;;) {
        const receipt = await rpc<{ status: string; blockNumber: string } | null>(
          network.rpcUrl,
          'eth_getTransactionReceipt',
          [hash],
        )
        if (receipt) {
          const status = receipt.status === '0x1' ? 'success' : 'reverted'
          return { status, blockNumber: BigInt(receipt.blockNumber), hash }
        }
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
    },
  }
  return { adapter, controls }
}
