import { ChainAdapterNotFoundError, InvalidInputError, type Latch } from '@latch/core'
import { isLatch } from '@latch/core/internal'
import * as z from 'zod/mini'

const isFunction = (value: unknown) => typeof value === 'function'

const latchSchema = z.custom<Latch>(isLatch)

const wagmiConfigSchema = z.object({
  connectors: z.array(z.object({ id: z.string(), uid: z.string() })),
  state: z.object({ connections: z.custom((value) => value instanceof Map) }),
  subscribe: z.custom(isFunction),
})

/**
 * `latch` as the bridge needs it: a Latch instance (from `createLatch`) with the EVM adapter.
 * Throws `InvalidInputError` for anything else, `ChainAdapterNotFoundError` without an eip155 adapter.
 *
 * @example
 * const checked = parseLatch(latch)
 */
export function parseLatch(latch: unknown): Latch {
  if (!latchSchema.safeParse(latch).success)
    throw new InvalidInputError('latch', 'a Latch instance from createLatch is required')
  const checked = latchSchema.parse(latch)
  if (!checked.adapters.has('eip155'))
    throw new ChainAdapterNotFoundError({
      details: 'The wagmi bridge needs the EVM adapter (createEvmAdapter) among the adapters.',
    })
  return checked
}

/**
 * Checks that `config` looks like a wagmi config (`createConfig` of @wagmi/core 2 or 3, or wagmi's):
 * connectors, state and `subscribe`. Throws `InvalidInputError` otherwise.
 *
 * @example
 * assertWagmiConfig(config)
 */
export function assertWagmiConfig(config: unknown): void {
  if (!wagmiConfigSchema.safeParse(config).success)
    throw new InvalidInputError('config', "a wagmi config from wagmi's createConfig is required")
}
