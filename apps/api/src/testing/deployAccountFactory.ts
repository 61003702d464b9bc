import { DEVNET_PRIVATE_KEYS, FIXTURE_ARTIFACTS } from '@latch/devnet'
import { type Address, createWalletClient, http, type PublicClient } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'

/**
 * Deploys the devnet's smart-account fixtures (a Solady-style ERC-1271 account and its factory) on an
 * anvil chain and answers what a test needs to make and deploy accounts: the factory's address, and a
 * way to send the factory call that deploys an account.
 *
 * @example
 * const { factoryAddress, send } = await deployAccountFactory(client, anvil.url)
 * const account = await toSoladySmartAccount({ client, owner, factoryAddress })
 */
export async function deployAccountFactory(
  client: PublicClient,
  rpcUrl: string,
): Promise<{ factoryAddress: Address; send: (to: Address, data: `0x${string}`) => Promise<void> }> {
  const deployer = privateKeyToAccount(DEVNET_PRIVATE_KEYS[0]!)
  const wallet = createWalletClient({ account: deployer, chain: foundry, transport: http(rpcUrl) })
  const deploy = async (artifact: keyof typeof FIXTURE_ARTIFACTS, args: unknown[]): Promise<Address> => {
    const hash = await wallet.deployContract({ ...FIXTURE_ARTIFACTS[artifact], args } as never)
    return (await client.waitForTransactionReceipt({ hash })).contractAddress!
  }
  const factoryAddress = await deploy('LatchAccountFactory', [await deploy('LatchSmartAccount', [])])
  const send = async (to: Address, data: `0x${string}`) => {
    await client.waitForTransactionReceipt({ hash: await wallet.sendTransaction({ to, data }) })
  }
  return { factoryAddress, send }
}
