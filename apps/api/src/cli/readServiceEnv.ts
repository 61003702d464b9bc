import { z } from 'zod'
import type { ApiChain } from '../http/types'
import type { PriceTable } from '../prices/types'
import { UsageError } from './types'

const ChainsSchema = z.array(
  z.object({
    id: z.number().int().positive(),
    name: z.string(),
    rpcUrl: z.url(),
    startBlock: z.number().int().nonnegative().optional(),
    confirmations: z.number().int().nonnegative().max(1000).optional(),
    nativeCurrency: z
      .object({ name: z.string(), symbol: z.string(), decimals: z.number().int().min(0).max(36) })
      .optional(),
  }),
)

const PricesSchema = z.object({
  currencies: z.record(z.string().regex(/^[a-z]{3,5}$/), z.number().positive()).optional(),
  tokens: z.array(
    z.object({
      chainId: z.number().int().positive(),
      address: z
        .string()
        .regex(/^0x[0-9a-fA-F]{40}$/)
        .optional(),
      usd: z.number().nonnegative(),
      name: z.string().optional(),
      symbol: z.string().optional(),
      decimals: z.number().int().min(0).max(36).optional(),
      iconUrl: z.string().optional(),
    }),
  ),
})

function parseJsonEnv<T>(
  env: NodeJS.ProcessEnv,
  name: string,
  schema: z.ZodType<T>,
  example: string,
): T | undefined {
  const text = env[name]
  if (!text) return undefined
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    throw new UsageError(`${name} must be JSON, e.g. ${example}`)
  }
  const result = schema.safeParse(value)
  if (!result.success) {
    const issue = result.error.issues[0]
    throw new UsageError(`${name}: ${issue?.path.join('.') || 'value'}: ${issue?.message} (e.g. ${example})`)
  }
  return result.data
}

/**
 * The chains and prices of `serve` and `index` from the environment: LATCH_API_CHAINS (JSON
 * `[{ id, name, rpcUrl, startBlock?, confirmations?, nativeCurrency? }]`) and LATCH_API_PRICES (JSON
 * `{ currencies?: { eur: 0.9 }, tokens: [{ chainId, address?, usd, name?, symbol?, decimals? }] }`).
 *
 * @example
 * const { chains, prices } = readServiceEnv(process.env)
 */
export function readServiceEnv(env: NodeJS.ProcessEnv = process.env): {
  chains: ApiChain[]
  prices?: PriceTable
} {
  const chains =
    parseJsonEnv(env, 'LATCH_API_CHAINS', ChainsSchema, '[{ "id": 1, "name": "…", "rpcUrl": "…" }]') ?? []
  const prices = parseJsonEnv(
    env,
    'LATCH_API_PRICES',
    PricesSchema,
    '{ "tokens": [{ "chainId": 1, "usd": 3000 }] }',
  )
  return { chains, ...(prices ? { prices } : {}) }
}
