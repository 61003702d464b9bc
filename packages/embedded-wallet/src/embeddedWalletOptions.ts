import * as z from 'zod/mini'

const positiveMs = z.optional(z.int().check(z.positive()))

export const embeddedWalletOptionsSchema = z.object({
  /**
   * The embedded wallet's frame (apps/frame), on an origin of its own, e.g. `https://wallet.example` or the
   * devnet's `http://127.0.0.1:5174`. It must differ from the page's origin: the keys live there.
   */
  frameUrl: z.string().check(
    z.refine((value) => {
      try {
        return ['http:', 'https:'].includes(new URL(value).protocol)
      } catch {
        return false
      }
    }, 'must be an http(s) URL'),
  ),
  /** The project whose allowed origins the frame checks this page against. */
  projectId: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,128}$/, 'must be 1-128 letters, digits, _ or -')),
  /** How long the frame may take to load and say it is ready; default 20 s (spec §9). */
  loadTimeoutMs: positiveMs,
  /** How long a login step or a wallet request may wait for the frame; default 120 s (spec §9). */
  requestTimeoutMs: positiveMs,
})

/** `embeddedWallet(options)`: where the key frame is and for which project. */
export type EmbeddedWalletOptions = z.infer<typeof embeddedWalletOptionsSchema>
