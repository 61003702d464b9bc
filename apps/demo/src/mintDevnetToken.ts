import { DEVNET_ADDRESSES } from '@latch/devnet/wallet'
import { encodeFunctionData, parseAbi } from 'viem'
import { callDevnetRpc } from './callDevnetRpc'

/** What one press of the demo's token faucet adds: 100 whole tokens. */
export const DEVNET_FAUCET_TOKENS = 100n

/** The fixtures' deployer (anvil's tenth test account), which owns every fixture token and alone may mint. */
const FIXTURE_OWNER = DEVNET_ADDRESSES[9]

const mintAbi = parseAbi(['function mint(address to, uint256 amount)'])

/**
 * Mints `amount` (smallest unit) of a fixture token to `address`: anvil sends the owner's `mint` without its
 * key (`anvil_impersonateAccount`), and the call waits for the receipt, so the balance is there when it
 * resolves. Devnet only: real chains refuse `anvil_*` methods.
 *
 * @example await mintDevnetToken('http://127.0.0.1:8545', lusd.address, '0xf39F…2266', 100n * 10n ** 6n)
 */
export async function mintDevnetToken(
  rpcUrl: string,
  token: `0x${string}`,
  address: string,
  amount: bigint,
): Promise<void> {
  await callDevnetRpc<null>(rpcUrl, 'anvil_impersonateAccount', [FIXTURE_OWNER])
  try {
    const data = encodeFunctionData({
      abi: mintAbi,
      functionName: 'mint',
      args: [address as `0x${string}`, amount],
    })
    const hash = await callDevnetRpc<string>(rpcUrl, 'eth_sendTransaction', [
      { from: FIXTURE_OWNER, to: token, data },
    ])
    for (let tries = 0; tries < 100; tries++) {
      const receipt = await callDevnetRpc<{ status: string } | null>(rpcUrl, 'eth_getTransactionReceipt', [
        hash,
      ])
      if (receipt) {
        if (receipt.status !== '0x1') throw new Error('mint reverted')
        return
      }
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    throw new Error('mint was not mined')
  } finally {
    await callDevnetRpc<null>(rpcUrl, 'anvil_stopImpersonatingAccount', [FIXTURE_OWNER])
  }
}
