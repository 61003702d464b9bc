import {
  deployFixtures,
  type StartAnvilReturnType,
  type StartFarcasterWorldReturnType,
  startAnvil,
  startFarcasterWorld,
} from '@latch/devnet'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll } from 'vitest'
import type { ApiChain, FarcasterSettings } from '../http/types'

export interface TestFarcasterWorld {
  /** For the app's deps: the anvil with the ID registry, its URL filled once started. */
  readonly chains: ApiChain[]
  /** For the app's deps: the relay and the ID registry, filled once started. */
  readonly farcaster: FarcasterSettings
  readonly world: StartFarcasterWorldReturnType
}

/**
 * Gives a test file the devnet's Farcaster: an anvil with the fixtures (the ID registry with fids 1 ada and
 * 2 grace) and the relay with its test Farcaster app on it, started in beforeAll, stopped in afterAll. Call
 * it before `useTestApi`, whose deps take `chains` and `farcaster` (filled in place once started).
 *
 * @example
 * const farcaster = useFarcasterWorld()
 * const api = useTestApi({ deps: { chains: farcaster.chains, farcaster: farcaster.farcaster } })
 */
export function useFarcasterWorld(): TestFarcasterWorld {
  const chains: ApiChain[] = [{ id: foundry.id, name: 'Latch Devnet', rpcUrl: 'http://127.0.0.1:1' }]
  const farcaster: FarcasterSettings = { relayUrl: '', chainId: foundry.id, idRegistryAddress: '' }
  let anvil: StartAnvilReturnType | undefined
  let world: StartFarcasterWorldReturnType | undefined
  beforeAll(async () => {
    anvil = await startAnvil({ chainId: foundry.id })
    const { idRegistry } = await deployFixtures(anvil.url, {
      nftBaseUri: (symbol) => `http://127.0.0.1:1/${symbol}/`,
    })
    world = await startFarcasterWorld({ rpcUrl: anvil.url, idRegistryAddress: idRegistry })
    chains[0]!.rpcUrl = anvil.url
    Object.assign(farcaster, { relayUrl: world.relayUrl, idRegistryAddress: idRegistry })
  }, 60_000)
  afterAll(async () => {
    await world?.stop()
    await anvil?.stop()
  })
  return {
    chains,
    farcaster,
    get world() {
      if (!world) throw new Error('useFarcasterWorld: not started yet (use it inside tests).')
      return world
    },
  }
}
