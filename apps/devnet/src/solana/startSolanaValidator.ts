import { createSolanaRpc } from '@solana/kit'
import { type ForwardPortReturnType, forwardPort } from './forwardPort'
import { spawnSurfnet } from './spawnSurfnet'
import { type SolanaCaipNetworkId, toSolanaCaipNetworkId } from './toSolanaCaipNetworkId'

/** The demo ports of the local Solana validator: Solana's usual HTTP port and, one above, its WebSocket. */
export const SOLANA_DEVNET_DEMO_PORTS = { rpc: 8899, ws: 8900 } as const

export interface StartSolanaValidatorParameters {
  /**
   * Serve the validator on these loopback ports (e.g. `SOLANA_DEVNET_DEMO_PORTS`), forwarded to the free
   * ones Surfpool picks itself; omitted: Surfpool's own ports.
   */
  ports?: { rpc: number; ws: number }
}

export interface StartSolanaValidatorReturnType {
  /** The JSON-RPC endpoint, e.g. `http://127.0.0.1:8899`. */
  rpcUrl: string
  /** The RPC subscriptions (WebSocket) endpoint, e.g. `ws://127.0.0.1:8900`. */
  wsUrl: string
  /** Base58; new at each start. */
  genesisHash: string
  /** `solana:` and the genesis hash's first 32 characters. */
  caipNetworkId: SolanaCaipNetworkId
  /** Sets an account's lamports without a transaction (Surfpool's `surfnet_setAccount` cheat code). */
  fundSol(address: string, lamports: bigint): Promise<void>
  /** Stops the validator (and the fixed-port forwarders); idempotent. */
  stop(): Promise<void>
}

/**
 * Starts Surfpool in a child process (`spawnSurfnet`) as the devnet's Solana cluster: offline (no mainnet fallback for missing
 * accounts, no remote datasource; it makes no connection beyond loopback), blocks produced per transaction,
 * on loopback. Resolves once it answers `getGenesisHash`, from which its CAIP-2 id is made.
 *
 * @example
 * const solana = await startSolanaValidator()
 * console.log(solana.caipNetworkId) // 'solana:…'
 * await solana.stop()
 */
export async function startSolanaValidator(
  params: StartSolanaValidatorParameters = {},
): Promise<StartSolanaValidatorReturnType> {
  // Offline is Surfpool's default today; said explicitly so a changed default cannot reach for mainnet.
  const surfnet = await spawnSurfnet({ config: { offline: true } })
  const forwards: ForwardPortReturnType[] = []
  let stopped = false
  const stop = async () => {
    if (stopped) return
    stopped = true
    await Promise.all(forwards.map((forward) => forward.stop()))
    await surfnet.stop()
  }
  try {
    let rpcUrl = surfnet.rpcUrl
    let wsUrl = surfnet.wsUrl
    if (params.ports) {
      const { rpc, ws } = params.ports
      forwards.push(await forwardPort({ port: rpc, targetPort: Number(new URL(rpcUrl).port) }))
      forwards.push(await forwardPort({ port: ws, targetPort: Number(new URL(wsUrl).port) }))
      rpcUrl = `http://127.0.0.1:${rpc}`
      wsUrl = `ws://127.0.0.1:${ws}`
    }
    const genesisHash = await createSolanaRpc(rpcUrl).getGenesisHash().send()
    return {
      rpcUrl,
      wsUrl,
      genesisHash,
      caipNetworkId: toSolanaCaipNetworkId(genesisHash),
      fundSol: (address, lamports) => setLamports(rpcUrl, address, lamports),
      stop,
    }
  } catch (error) {
    await stop()
    throw error
  }
}

async function setLamports(rpcUrl: string, address: string, lamports: bigint): Promise<void> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'surfnet_setAccount',
      params: [address, { lamports: Number(lamports) }],
    }),
  })
  const answer = (await response.json()) as { error?: { message: string } }
  if (answer.error) throw new Error(`surfnet_setAccount ${address}: ${answer.error.message}`)
}
