import { type Address, createWalletClient, http, publicActions } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { DEVNET_ADDRESSES } from '../accounts'
import { FIXTURE_DEPLOYER_KEY } from '../fixtures/fixtureDefinitions'

/** The account the on-ramp sandbox pays from: devnet account 8, which no fixture, history or spec uses. */
export const DEVNET_ONRAMP_TREASURY = DEVNET_ADDRESSES[8]

/** USD Coin stand-in (whole units) the treasury is minted on each chain. */
export const DEVNET_ONRAMP_TREASURY_FLOAT = 1_000_000n

const MINT_ABI = [
  {
    type: 'function',
    name: 'mint',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'to', type: 'address' },
      { name: 'amount', type: 'uint256' },
    ],
    outputs: [],
  },
] as const

/**
 * Mints the treasury its float of the fixture token, as the token's owner (the fixture deployer). The
 * devnet calls it right after the fixtures, before the demo account's history, so the history stays the
 * chain's last blocks.
 *
 * @example
 * await fundOnrampTreasury(anvil.url, { address: lusd.address, decimals: 6 })
 */
export async function fundOnrampTreasury(
  rpcUrl: string,
  token: { address: Address; decimals: number },
): Promise<void> {
  const owner = createWalletClient({
    account: privateKeyToAccount(FIXTURE_DEPLOYER_KEY),
    transport: http(rpcUrl, { retryCount: 0 }),
    pollingInterval: 50,
  }).extend(publicActions)
  const hash = await owner.writeContract({
    address: token.address,
    abi: MINT_ABI,
    functionName: 'mint',
    args: [DEVNET_ONRAMP_TREASURY, DEVNET_ONRAMP_TREASURY_FLOAT * 10n ** BigInt(token.decimals)],
    chain: null,
  })
  await owner.waitForTransactionReceipt({ hash })
}
