import { DEVNET_BUNDLER_EXECUTOR_KEY, DEVNET_BUNDLER_UTILITY_KEY } from './accountAbstractionKeys'
import { type DeployAccountAbstractionReturnType, deployAccountAbstraction } from './deployAccountAbstraction'
import { startBundler } from './startBundler'

export interface StartAccountAbstractionParameters {
  chainId: number
  rpcUrl: string
  /** The bundler's port; 0 or omitted: a free one. */
  bundlerPort?: number
}

/** ERC-4337 on one devnet chain: its contracts and the bundler serving them. */
export interface StartAccountAbstractionReturnType extends DeployAccountAbstractionReturnType {
  /** The bundler's JSON-RPC URL, e.g. `http://127.0.0.1:8555`. */
  bundlerUrl: string
  /** Kills the bundler (the contracts stay with the chain). */
  stop(): Promise<void>
}

/**
 * Deploys the devnet's ERC-4337 contracts on the chain at `rpcUrl` (`deployAccountAbstraction`), then starts the
 * alto bundler beside it with the devnet's executor and utility keys.
 *
 * @example
 * const accountAbstraction = await startAccountAbstraction({ chainId: 31337, rpcUrl: anvil.url })
 * const bundlerClient = createBundlerClient({ client, transport: http(accountAbstraction.bundlerUrl) })
 * await accountAbstraction.stop()
 */
export async function startAccountAbstraction(
  params: StartAccountAbstractionParameters,
): Promise<StartAccountAbstractionReturnType> {
  const contracts = await deployAccountAbstraction(params.rpcUrl)
  const bundler = await startBundler({
    chainId: params.chainId,
    rpcUrl: params.rpcUrl,
    entryPointAddress: contracts.entryPointAddress,
    executorKey: DEVNET_BUNDLER_EXECUTOR_KEY,
    utilityKey: DEVNET_BUNDLER_UTILITY_KEY,
    ...(params.bundlerPort ? { port: params.bundlerPort } : {}),
  })
  return { ...contracts, bundlerUrl: bundler.url, stop: bundler.stop }
}
