import { DEVNET_PRIVATE_KEYS, FIXTURE_ARTIFACTS } from '@latch/devnet'
import { type Address, createWalletClient, getAddress, http, publicActions } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'

/**
 * Deploys the devnet's fixture ERC-20 (`LatchToken`, the contract behind LUSD) on the chain at `rpcUrl`,
 * minting `amount` to each of `holders`, and returns its address once mined. The contract itself and
 * not `deployFixtures`, so the adapter's tests own the one token they need and nothing else.
 *
 * @example
 * const lusd = await deployTestToken(anvil.url, { holders: [ME], amount: 1_000_000_000n, decimals: 6 })
 */
export async function deployTestToken(
  rpcUrl: string,
  { holders, amount, decimals }: { holders: readonly Address[]; amount: bigint; decimals: number },
): Promise<Address> {
  const client = createWalletClient({
    // the last devnet account, which the tests never send from
    account: privateKeyToAccount(DEVNET_PRIVATE_KEYS[9]),
    transport: http(rpcUrl, { retryCount: 0 }),
    pollingInterval: 50,
  }).extend(publicActions)
  const hash = await client.deployContract({
    ...FIXTURE_ARTIFACTS.LatchToken,
    chain: null,
    args: ['Latch USD', 'LUSD', decimals, [...holders], amount],
  })
  const receipt = await client.waitForTransactionReceipt({ hash })
  if (receipt.status !== 'success' || !receipt.contractAddress) {
    throw new Error(`Deploying the test token on ${rpcUrl} failed (tx ${hash}).`)
  }
  return getAddress(receipt.contractAddress)
}
