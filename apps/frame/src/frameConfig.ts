import * as z from 'zod/mini'

/**
 * What the operator deployed the frame with, written into its page by the frame server: the services it
 * trusts and the chains it signs for. Never taken from the embedding page, which could otherwise point
 * the frame at services that vouch for it.
 */
export const frameConfigSchema = z.strictObject({
  apiUrl: z.url({ protocol: /^https?$/ }),
  version: z.string(),
  chains: z
    .array(
      z.strictObject({
        id: z.int().check(z.positive()),
        name: z.string(),
        rpcUrl: z.url({ protocol: /^https?$/ }),
      }),
    )
    .check(z.minLength(1)),
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
