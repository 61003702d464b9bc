import {
  type Account,
  type Address,
  type Chain,
  concat,
  getContractAddress,
  type Hex,
  isAddressEqual,
  type PublicActions,
  type Transport,
  type WalletClient,
} from 'viem'
import { CREATE2_DEPLOYER_ADDRESS } from './accountAbstractionAddresses'

export interface DeployDeterministicParameters {
  /** What the contract is, for the errors, e.g. `'EntryPoint v0.8'`. */
  name: string
  salt: Hex
  /** The creation bytecode with its ABI-encoded constructor arguments. */
  initCode: Hex
  /** Where it must land: a mismatch means the bytecode changed and the exported constant is stale. */
  address: Address
}

/**
 * Deploys a contract through anvil's CREATE2 deployer (`salt ‖ initCode`) at its deterministic address, unless
 * code is already there, and checks it landed where `address` says.
 *
 * @example
 * await deployDeterministic(wallet, { name: 'EntryPoint v0.8', salt: ENTRY_POINT_SALT, initCode, address })
 */
export async function deployDeterministic(
  wallet: WalletClient<Transport, Chain | undefined, Account> & PublicActions,
  params: DeployDeterministicParameters,
): Promise<Address> {
  const predicted = getContractAddress({
    opcode: 'CREATE2',
    from: CREATE2_DEPLOYER_ADDRESS,
    salt: params.salt,
    bytecode: params.initCode,
  })
  if (!isAddressEqual(predicted, params.address)) {
    throw new Error(
      `${params.name} would deploy at ${predicted}, not at ${params.address}: its bytecode changed (run \`npm run devnet:compile\`?); update the address constant.`,
    )
  }
  if (await wallet.getCode({ address: predicted })) return params.address
  const hash = await wallet.sendTransaction({
    to: CREATE2_DEPLOYER_ADDRESS,
    data: concat([params.salt, params.initCode]),
    chain: null,
  })
  const receipt = await wallet.waitForTransactionReceipt({ hash })
  if (receipt.status !== 'success' || !(await wallet.getCode({ address: predicted }))) {
    throw new Error(`Deploying ${params.name} through the CREATE2 deployer failed (tx ${hash}).`)
  }
  return params.address
}
