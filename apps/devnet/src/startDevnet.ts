import { DEVNET_CHAINS } from './chains'
import { isPortFree } from './findFreePort'
import {
  type DeployFixturesReturnType,
  type DevnetNftCollection,
  type DevnetToken,
  deployFixtures,
} from './fixtures/deployFixtures'
import { type StartAnvilReturnType, startAnvil } from './startAnvil'

export interface StartDevnetParameters {
  /** Serve each chain on its `demoPort` (8545, 8546) instead of free ports. */
  fixedPorts?: boolean
  /** Deploy the fixture tokens and NFT collection on every chain (default true). */
  fixtures?: boolean
}

export interface DevnetChain {
  id: number
  name: string
  rpcUrl: string
  /** The fixture ERC-20 tokens deployed on this chain (empty with `fixtures: false`). */
  tokens: DevnetToken[]
  /** The fixture ERC-721 collections deployed on this chain (empty with `fixtures: false`). */
  nfts: DevnetNftCollection[]
}

export interface StartDevnetReturnType {
  chains: DevnetChain[]
  /** Stops every anvil of the devnet. */
  stop(): Promise<void>
}

/**
 * Starts one anvil per `DEVNET_CHAINS` entry, in parallel, and deploys the fixtures (tokens, NFTs) on
 * each. With `fixedPorts`, throws before starting anything if a demo port is busy.
 *
 * @example
 * const devnet = await startDevnet({ fixedPorts: true })
 * console.log(devnet.chains.map((chain) => chain.rpcUrl), devnet.chains[0].tokens[0].symbol) // …, 'LUSD'
 * await devnet.stop()
 */
export async function startDevnet(params: StartDevnetParameters = {}): Promise<StartDevnetReturnType> {
  if (params.fixedPorts) await assertDemoPortsFree()

  const results = await Promise.allSettled(
    DEVNET_CHAINS.map((chain) =>
      startAnvil({ chainId: chain.id, port: params.fixedPorts ? chain.demoPort : 0 }),
    ),
  )
  const started = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []))
  const failure = results.find((result) => result.status === 'rejected')
  if (failure) {
    await stopAll(started)
    throw failure.reason
  }

  let fixtures: DeployFixturesReturnType[]
  try {
    fixtures = await Promise.all(
      started.map((anvil) =>
        params.fixtures === false ? { tokens: [], nfts: [] } : deployFixtures(anvil.url),
      ),
    )
  } catch (error) {
    await stopAll(started)
    throw error
  }

  return {
    chains: DEVNET_CHAINS.map((chain, index) => ({
      id: chain.id,
      name: chain.name,
      rpcUrl: started[index]!.url,
      tokens: fixtures[index]!.tokens,
      nfts: fixtures[index]!.nfts,
    })),
    stop: () => stopAll(started),
  }
}

async function assertDemoPortsFree(): Promise<void> {
  const busy: string[] = []
  for (const chain of DEVNET_CHAINS) {
    if (!(await isPortFree(chain.demoPort))) busy.push(`${chain.demoPort} (${chain.name}, chain ${chain.id})`)
  }
  if (busy.length === 0) return
  const ports = DEVNET_CHAINS.map((chain) => chain.demoPort).join(' and ')
  throw new Error(
    `Port ${busy.join(' and port ')} on 127.0.0.1 is busy, and the devnet needs ports ${ports}. Probably a devnet from an earlier run is still up: stop it (find it with \`lsof -i :${DEVNET_CHAINS[0].demoPort}\`), then try again. Tests should call startDevnet() without fixedPorts to get free ports.`,
  )
}

async function stopAll(anvils: StartAnvilReturnType[]): Promise<void> {
  await Promise.all(anvils.map((anvil) => anvil.stop()))
}
