import { callDevnetRpc } from './callDevnetRpc'

/** What one press of the demo's faucet adds: 10 ETH, in wei. */
export const DEVNET_FAUCET_WEI = 10n * 10n ** 18n

/**
 * Adds ETH to an address on a devnet chain: anvil's `anvil_setBalance` to its balance plus `amountWei`
 * (anvil has no "add", and setting a fixed amount could take ETH away). Answers the new balance in wei.
 * Devnet only: real chains refuse `anvil_*` methods.
 *
 * @example
 * await addDevnetEth('http://127.0.0.1:8545', '0xf39F…2266', DEVNET_FAUCET_WEI)
 */
export async function addDevnetEth(rpcUrl: string, address: string, amountWei: bigint): Promise<bigint> {
  const balance = BigInt(await callDevnetRpc<string>(rpcUrl, 'eth_getBalance', [address, 'latest']))
  const funded = balance + amountWei
  await callDevnetRpc<null>(rpcUrl, 'anvil_setBalance', [address, `0x${funded.toString(16)}`])
  return funded
}
