import {
  type Address,
  createTestClient,
  createWalletClient,
  encodeDeployData,
  http,
  parseAbi,
  publicActions,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { FIXTURE_ARTIFACTS } from '../fixtures/artifacts'
import {
  DEVNET_ACCOUNT_ABSTRACTION_SALT,
  DEVNET_ACCOUNT_FACTORY_ADDRESS,
  DEVNET_ENTRY_POINT_ADDRESS,
  DEVNET_PAYMASTER_ADDRESS,
  DEVNET_SMART_ACCOUNT_IMPLEMENTATION_ADDRESS,
  ENTRY_POINT_SALT,
} from './accountAbstractionAddresses'
import {
  ACCOUNT_ABSTRACTION_FUNDING_WEI,
  DEVNET_ACCOUNT_ABSTRACTION_OPERATOR_KEY,
  DEVNET_BUNDLER_EXECUTOR_KEY,
  DEVNET_BUNDLER_UTILITY_KEY,
  DEVNET_PAYMASTER_DEPOSIT_WEI,
  DEVNET_PAYMASTER_MAX_COST_WEI,
  DEVNET_PAYMASTER_MAX_FEE_PER_GAS,
  DEVNET_PAYMASTER_SIGNER_KEY,
} from './accountAbstractionKeys'
import { deployDeterministic } from './deployDeterministic'
import { entryPointBytecode } from './entryPointBytecode'

const depositAbi = parseAbi([
  'function depositTo(address account) payable',
  'function balanceOf(address account) view returns (uint256)',
])

/** The devnet's ERC-4337 contracts on one chain, at the same addresses on every chain. */
export interface DeployAccountAbstractionReturnType {
  entryPointAddress: Address
  smartAccountImplementationAddress: Address
  accountFactoryAddress: Address
  paymasterAddress: Address
}

/**
 * Deploys EntryPoint v0.8 at its canonical address, `LatchSmartAccount`'s implementation, `LatchAccountFactory`
 * and `LatchVerifyingPaymaster` (with the devnet's fee and cost ceilings) at their deterministic ones, all through anvil's CREATE2 deployer, on the chain
 * at `rpcUrl`; gives the paymaster its deposit in the EntryPoint (`DEVNET_PAYMASTER_DEPOSIT_WEI`) and the
 * bundler's executor and utility keys their gas. Everything is sent by the operator
 * (`DEVNET_ACCOUNT_ABSTRACTION_OPERATOR_KEY`, funded with `anvil_setBalance`): no devnet account's balance or
 * nonce changes, and no fixture moves. No stake: alto out of safe mode asks none of a paymaster.
 *
 * @example
 * const { entryPointAddress, paymasterAddress } = await deployAccountAbstraction(anvil.url)
 */
export async function deployAccountAbstraction(rpcUrl: string): Promise<DeployAccountAbstractionReturnType> {
  const transport = http(rpcUrl, { retryCount: 0 })
  const operator = createWalletClient({
    account: privateKeyToAccount(DEVNET_ACCOUNT_ABSTRACTION_OPERATOR_KEY),
    transport,
    pollingInterval: 50,
  }).extend(publicActions)
  const testClient = createTestClient({ mode: 'anvil', transport })
  for (const key of [
    DEVNET_ACCOUNT_ABSTRACTION_OPERATOR_KEY,
    DEVNET_BUNDLER_EXECUTOR_KEY,
    DEVNET_BUNDLER_UTILITY_KEY,
  ]) {
    await testClient.setBalance({
      address: privateKeyToAccount(key).address,
      value: ACCOUNT_ABSTRACTION_FUNDING_WEI,
    })
  }

  const entryPointAddress = await deployDeterministic(operator, {
    name: 'EntryPoint v0.8',
    salt: ENTRY_POINT_SALT,
    initCode: entryPointBytecode(),
    address: DEVNET_ENTRY_POINT_ADDRESS,
  })
  const smartAccountImplementationAddress = await deployDeterministic(operator, {
    name: 'LatchSmartAccount (implementation)',
    salt: DEVNET_ACCOUNT_ABSTRACTION_SALT,
    initCode: FIXTURE_ARTIFACTS.LatchSmartAccount.bytecode,
    address: DEVNET_SMART_ACCOUNT_IMPLEMENTATION_ADDRESS,
  })
  const accountFactoryAddress = await deployDeterministic(operator, {
    name: 'LatchAccountFactory',
    salt: DEVNET_ACCOUNT_ABSTRACTION_SALT,
    initCode: encodeDeployData({
      ...FIXTURE_ARTIFACTS.LatchAccountFactory,
      args: [smartAccountImplementationAddress],
    }),
    address: DEVNET_ACCOUNT_FACTORY_ADDRESS,
  })
  const paymasterAddress = await deployDeterministic(operator, {
    name: 'LatchVerifyingPaymaster',
    salt: DEVNET_ACCOUNT_ABSTRACTION_SALT,
    initCode: encodeDeployData({
      ...FIXTURE_ARTIFACTS.LatchVerifyingPaymaster,
      args: [
        entryPointAddress,
        privateKeyToAccount(DEVNET_PAYMASTER_SIGNER_KEY).address,
        operator.account.address,
        DEVNET_PAYMASTER_MAX_FEE_PER_GAS,
        DEVNET_PAYMASTER_MAX_COST_WEI,
      ],
    }),
    address: DEVNET_PAYMASTER_ADDRESS,
  })

  // Topped up to the full deposit, so deploying again (code already there) adds nothing.
  const deposit = await operator.readContract({
    address: entryPointAddress,
    abi: depositAbi,
    functionName: 'balanceOf',
    args: [paymasterAddress],
  })
  if (deposit < DEVNET_PAYMASTER_DEPOSIT_WEI) {
    const hash = await operator.writeContract({
      address: entryPointAddress,
      abi: depositAbi,
      functionName: 'depositTo',
      args: [paymasterAddress],
      value: DEVNET_PAYMASTER_DEPOSIT_WEI - deposit,
      chain: null,
    })
    const receipt = await operator.waitForTransactionReceipt({ hash })
    if (receipt.status !== 'success')
      throw new Error(`The paymaster's deposit on ${rpcUrl} reverted (tx ${hash}).`)
  }
  return { entryPointAddress, smartAccountImplementationAddress, accountFactoryAddress, paymasterAddress }
}
