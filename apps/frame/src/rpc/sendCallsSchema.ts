import * as z from 'zod/mini'

const addressSchema = z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/, 'must be an address'))
const quantitySchema = z.string().check(z.regex(/^0x[0-9a-fA-F]{1,64}$/, 'must be a hex quantity'))
const dataSchema = z.string().check(z.regex(/^0x(?:[0-9a-fA-F]{2})*$/, 'must be hex bytes'))

/** A smart account's batch is one user operation: a bound that keeps its call data and gas sane. */
export const MAX_SMART_ACCOUNT_CALLS = 32

/** EIP-5792 capabilities, by name: each an object, `optional: true` when the page can do without it. */
export const capabilitiesSchema = z.record(z.string(), z.looseObject({ optional: z.optional(z.boolean()) }))

/** One EIP-5792 call: a `to` address, hex `value` and `data` when present, and its own capabilities. */
export const callSchema = z.looseObject({
  to: addressSchema,
  value: z.optional(quantitySchema),
  data: z.optional(dataSchema),
  capabilities: z.optional(capabilitiesSchema),
})

/**
 * `wallet_sendCalls`' batch (EIP-5792 v2) as the smart account reads it: `calls` (1 to 32), and the
 * optional `from`, `chainId`, `atomicRequired` (a smart account's batch is atomic either way), `id` and
 * `capabilities`, checked before anything is asked.
 */
export const sendCallsBatchSchema = z.looseObject({
  version: z.optional(z.string()),
  id: z.optional(z.string()),
  from: z.optional(addressSchema),
  chainId: z.optional(quantitySchema),
  atomicRequired: z.optional(z.boolean()),
  calls: z.array(callSchema).check(z.minLength(1), z.maxLength(MAX_SMART_ACCOUNT_CALLS)),
  capabilities: z.optional(capabilitiesSchema),
})

export type SendCallsBatch = z.infer<typeof sendCallsBatchSchema>
