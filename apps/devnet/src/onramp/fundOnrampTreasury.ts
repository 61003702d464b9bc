import { type Address, createTestClient, createWalletClient, type Hex, http, publicActions } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { FIXTURE_DEPLOYER_KEY } from '../fixtures/fixtureDefinitions'

/**
 * The key the on-ramp sandbox pays from: anvil's mnemonic at index 11, outside `DEVNET_PRIVATE_KEYS`
 * (as the swap market's liquidity provider is at 10), so no account a test or the demo signs with ever
 * sees the treasury's payments; the devnet gives it gas with `anvil_setBalance`.
 */
export const DEVNET_ONRAMP_TREASURY_KEY: Hex =
  '0x701b615bbdfb9de65240bc28bd21bbc0d996645a3dd57e7b12bc2bdf6f192c82'

/** The treasury's address. */
export const DEVNET_ONRAMP_TREASURY: Address = privateKeyToAccount(DEVNET_ONRAMP_TREASURY_KEY).address

/** Native currency (wei) the treasury gets for gas. */
const TREASURY_GAS_WEI = 100n * 10n ** 18n

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
 * Gives the treasury gas and mints it its float of the fixture token, as the token's owner (the fixture deployer). The
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
  const transport = http(rpcUrl, { retryCount: 0 })
  await createTestClient({ mode: 'anvil', transport }).setBalance({
    address: DEVNET_ONRAMP_TREASURY,
    value: TREASURY_GAS_WEI,
  })
  const owner = createWalletClient({
    account: privateKeyToAccount(FIXTURE_DEPLOYER_KEY),
    transport,
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
