import * as z from 'zod/mini'

const url = (protocols: readonly string[], message: string, missing?: string) =>
  z.string({ error: (issue) => (issue.input === undefined ? missing : undefined) }).check(
    z.refine((value) => {
      try {
        return protocols.includes(new URL(value).protocol)
      } catch {
        return false
      }
    }, message),
  )

/** Left out, the host is told what to put there rather than zod's 'Invalid input'. */
const RELAY_REQUIRED =
  "is required: the WalletConnect relay's ws(s) URL, usually wss://relay.walletconnect.org (a local relay's, e.g. ws://127.0.0.1:8548, in development)"

export const walletConnectOptionsSchema = z.object({
  // the page's one project id is createLatch's, handed to the connector by the adapter
  projectId: z.optional(z.custom<never>(() => false, 'give projectId to createLatch({ projectId })')),
  /** The relay, e.g. `wss://relay.walletconnect.org` or the devnet's `ws://127.0.0.1:8548`: never defaulted. */
  relayUrl: url(['ws:', 'wss:'], 'must be a ws(s) URL such as wss://relay.walletconnect.org', RELAY_REQUIRED),
  /** Shown to the person in their wallet; defaults to the page's title and origin. */
  metadata: z.optional(
    z.object({
      name: z.string(),
      description: z.optional(z.string()),
      url: url(['http:', 'https:'], 'must be an http(s) URL'),
      icons: z.optional(z.array(z.string())),
    }),
  ),
  /**
   * WalletConnect's Verify (default true) loads an iframe from the vendor's verify host on every
   * proposal and waits up to 5 s for it; turn it off where that host is not reachable (a local relay).
   */
  verify: z.optional(z.boolean()),
})

/** `createEvmAdapter({ walletConnect })`: where and as whom the WalletConnect connector pairs. */
export type WalletConnectOptions = z.infer<typeof walletConnectOptionsSchema>
