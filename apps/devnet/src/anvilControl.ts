import { type Address, createTestClient, http, type TestClient } from 'viem'

function testClient(url: string): TestClient<'anvil'> {
  return createTestClient({ mode: 'anvil', transport: http(url, { retryCount: 0 }) })
}

/**
 * Saves the chain state; pass the id to `revert` to go back to it.
 *
 * @example
 * const id = await snapshot(anvil.url)
 */
export function snapshot(url: string): Promise<`0x${string}`> {
  return testClient(url).snapshot()
}

/**
 * Restores the state saved by `snapshot` (an id can be used once).
 *
 * @example
 * await revert(anvil.url, id)
 */
export function revert(url: string, id: `0x${string}`): Promise<void> {
  return testClient(url).revert({ id })
}

/**
 * Mines `blocks` empty blocks (default 1).
 *
 * @example
 * await mine(anvil.url, 5)
 */
export function mine(url: string, blocks = 1): Promise<void> {
  return testClient(url).mine({ blocks })
}

/**
 * Sets the native balance of `address`, in wei.
 *
 * @example
 * await setBalance(anvil.url, DEVNET_ADDRESSES[1], 0n)
 */
export function setBalance(url: string, address: Address, wei: bigint): Promise<void> {
  return testClient(url).setBalance({ address, value: wei })
}
