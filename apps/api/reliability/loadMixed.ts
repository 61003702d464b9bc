import { createLoadKinds } from './loadKinds'
import { type LoadEvent, type MixedLoadResult, runMixedLoad } from './runMixedLoad'
import { signRegistrations } from './signRegistrations'
import { LOAD_PROJECT_ID, type TwoInstances } from './startTwoInstances'

export interface LoadMixedParameters {
  seconds: number
  /** Analytics posts, name registrations and over-limit calls per second, per instance. */
  writeRate: number
  events?: (world: TwoInstances) => LoadEvent[]
  /** The instance whose clients give up after connection errors (the one an event kills). */
  victim?: number
}

export interface LoadMixedReturnType extends MixedLoadResult {
  /** Errors other than the intended 429s: connection errors, 4xx/5xx and wrong 2xx answers. */
  errors: number
  /** The intended 429s. */
  limited: number
}

/**
 * The load figure: `seconds` of mixed traffic (listing, search, balance, history, identity, analytics
 * posts, name registrations, a client over the rate limit) against both instances of `world` at once,
 * with every name registration signed by a fresh key beforehand.
 *
 * @example
 * const { errors, limited, kinds } = await loadMixed(world, { seconds: 60, writeRate: 20 })
 */
export async function loadMixed(
  world: TwoInstances,
  params: LoadMixedParameters,
): Promise<LoadMixedReturnType> {
  // Rate-limited kinds send at most `writeRate` a second, plus a burst in the first; the margin covers it.
  const perInstance = params.writeRate * (params.seconds + 2)
  const pools = [await signRegistrations(perInstance), await signRegistrations(perInstance)]
  const kinds = createLoadKinds({
    projectId: LOAD_PROJECT_ID,
    account: world.account,
    chainId: world.devnet.chains[0]?.id ?? 31337,
    registrations: pools,
    writeRate: params.writeRate,
  })
  const result = await runMixedLoad({
    urls: world.instances.map((instance) => instance.url),
    kinds,
    seconds: params.seconds,
    ...(params.events ? { events: params.events(world) } : {}),
    ...(params.victim === undefined ? {} : { victim: params.victim }),
  })
  const errors = result.kinds.reduce(
    (sum, kind) => sum + kind.connectionErrors + kind.wrong + kind.serverErrors,
    0,
  )
  const limited = result.kinds.reduce((sum, kind) => sum + kind.limited, 0)
  return { ...result, errors, limited }
}
