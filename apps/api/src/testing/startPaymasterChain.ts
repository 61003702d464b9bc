import {
  DEVNET_CURRENCY,
  type DeployAccountAbstractionReturnType,
  deployAccountAbstraction,
  setBalance,
  startAnvil,
  type toDevnetSmartAccount,
} from '@latch/devnet'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  defineChain,
  http,
  type LocalAccount,
  type PublicClient,
} from 'viem'
import { entryPoint08Abi, toPackedUserOperation, type UserOperation } from 'viem/account-abstraction'

/** A smart account of the devnet's factory (`toDevnetSmartAccount`). */
export type DevnetSmartAccount = Awaited<ReturnType<typeof toDevnetSmartAccount>>

/** What `startPaymasterChain` answers: the chain, its ERC-4337 contracts, and what an attacker does on it. */
export interface PaymasterChain {
  chainId: number
  rpcUrl: string
  client: PublicClient
  contracts: DeployAccountAbstractionReturnType
  /** The paymaster's deposit in the EntryPoint: what sponsored operations are paid from. */
  deposit(): Promise<bigint>
  /** The chain's base fee now (the latest block's). */
  baseFee(): Promise<bigint>
  /** An EOA given 10 ETH on the chain, to send `handleOps` from. */
  fundedWallet(account: LocalAccount): Promise<ReturnType<typeof createWalletClient>>
  /**
   * Calls `EntryPoint.handleOps([operation], beneficiary)` from `wallet` (an EOA: anyone may), the operation
   * signed by `account`: the receipt. Throws what the chain said when it reverts.
   */
  handleOps(
    wallet: ReturnType<typeof createWalletClient>,
    account: DevnetSmartAccount,
    operation: UserOperation<'0.8'>,
    beneficiary: Address,
  ): ReturnType<PublicClient['waitForTransactionReceipt']>
  stop(): Promise<void>
}

/**
 * A real anvil chain with the devnet's ERC-4337 contracts (EntryPoint v0.8, the Latch account factory,
 * `LatchVerifyingPaymaster` with its 100 ETH deposit), for the paymaster's attack tests. No bundler: an
 * attacker calls `EntryPoint.handleOps` itself, as anyone may.
 *
 * @example
 * const chain = await startPaymasterChain(31337)
 * const before = await chain.deposit()
 * await chain.stop()
 */
export async function startPaymasterChain(chainId: number): Promise<PaymasterChain> {
  const anvil = await startAnvil({ chainId })
  try {
    const contracts = await deployAccountAbstraction(anvil.url)
    const chain = defineChain({
      id: chainId,
      name: `Latch Devnet ${chainId}`,
      nativeCurrency: DEVNET_CURRENCY,
      rpcUrls: { default: { http: [anvil.url] } },
    })
    const client = createPublicClient({ chain, transport: http(anvil.url), pollingInterval: 50 })
    return {
      chainId,
      rpcUrl: anvil.url,
      client,
      contracts,
      deposit: () =>
        client.readContract({
          address: contracts.entryPointAddress,
          abi: entryPoint08Abi,
          functionName: 'balanceOf',
          args: [contracts.paymasterAddress],
        }),
      baseFee: async () => (await client.getBlock()).baseFeePerGas ?? 0n,
      async fundedWallet(account) {
        await setBalance(anvil.url, account.address, 10n * 10n ** 18n)
        return createWalletClient({ account, chain, transport: http(anvil.url) })
      },
      async handleOps(wallet, account, operation, beneficiary) {
        const signature = await account.signUserOperation(operation)
        const hash = await wallet.writeContract({
          address: contracts.entryPointAddress,
          abi: entryPoint08Abi,
          functionName: 'handleOps',
          args: [[toPackedUserOperation({ ...operation, signature })], beneficiary],
          chain,
          account: wallet.account!,
        })
        return client.waitForTransactionReceipt({ hash })
      },
      stop: () => anvil.stop(),
    }
  } catch (error) {
    await anvil.stop()
    throw error
  }
}
