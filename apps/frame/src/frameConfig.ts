import * as z from 'zod/mini'

const addressSchema = z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/, 'must be a 0x address'))

/**
 * A chain the frame signs for. With `bundlerUrl`, `entryPoint` (an EntryPoint v0.8) and `accountFactory` (a
 * factory with `createAccount(owner, salt)` / `getAddress(salt)`, the salt starting with the owner's
 * address), its users also have a smart account there, sponsored by the services' paymaster; all three or
 * none, so a chain never half-offers one.
 */
export const frameChainSchema = z
  .strictObject({
    id: z.int().check(z.positive()),
    name: z.string(),
    rpcUrl: z.url({ protocol: /^https?$/ }),
    /** What approvals count `value` in; Ether (18 decimals) when left out. */
    nativeCurrency: z.optional(
      z.strictObject({
        name: z.string().check(z.minLength(1), z.maxLength(32)),
        symbol: z.string().check(z.regex(/^[A-Za-z0-9.$_-]{1,12}$/)),
        decimals: z.int().check(z.minimum(0), z.maximum(36)),
      }),
    ),
    bundlerUrl: z.optional(z.url({ protocol: /^https?$/ })),
    entryPoint: z.optional(addressSchema),
    accountFactory: z.optional(addressSchema),
  })
  .check(
    z.refine(
      (chain) =>
        new Set(
          [chain.bundlerUrl, chain.entryPoint, chain.accountFactory].map((field) => field === undefined),
        ).size === 1,
      'bundlerUrl, entryPoint and accountFactory come together: all three or none',
    ),
  )

export type FrameChainConfig = z.infer<typeof frameChainSchema>

/**
 * What the operator deployed the frame with, written into its page by the frame server: the services it
 * trusts and the chains it signs for. Never taken from the embedding page, which could otherwise point
 * the frame at services that vouch for it.
 */
export const frameConfigSchema = z.strictObject({
  apiUrl: z.url({ protocol: /^https?$/ }),
  version: z.string(),
  chains: z.array(frameChainSchema).check(z.minLength(1)),
})

export type FrameConfig = z.infer<typeof frameConfigSchema>

/** The id of the `<script type="application/json">` element the frame server fills. */
export const FRAME_CONFIG_ELEMENT_ID = 'latch-frame-config'

/**
 * Reads the frame's config from its page.
 *
 * @example const { apiUrl, chains } = readFrameConfig(document)
 */
export function readFrameConfig(document: Document): FrameConfig {
  const element = document.getElementById(FRAME_CONFIG_ELEMENT_ID)
  return frameConfigSchema.parse(JSON.parse(element?.textContent ?? 'null'))
}
