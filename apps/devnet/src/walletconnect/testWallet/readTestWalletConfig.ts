import { z } from 'zod/mini'
import { DEVNET_PRIVATE_KEYS } from '../../accounts'

const configSchema = z.object({
  relayUrl: z.string().check(z.regex(/^wss?:\/\//)),
  chains: z
    .array(z.object({ id: z.number().check(z.int()), name: z.string(), rpcUrl: z.string() }))
    .check(z.minLength(1)),
})
const accountSchema = z.string().check(z.regex(/^\d$/))

/** What the page runs with: the define from `startTestWallet`, and the page URL's `?account=N` and `?uri=`. */
export interface TestWalletConfig extends z.infer<typeof configSchema> {
  accountIndex: number
  privateKey: `0x${string}`
  /** A `wc:` URI to pair with at once (the deeplink form), if the URL carries one. */
  uri: string | undefined
  /** Whether it answers one-click sign-ins (`wc_sessionAuthenticate`); `?one-click=off` turns it off. */
  oneClick: boolean
}

/**
 * Reads the page's configuration; throws an Error with a message for the page when it is unusable.
 *
 * @example
 * const config = readTestWalletConfig(__LATCH_TEST_WALLET__, location.search)
 */
export function readTestWalletConfig(define: unknown, search: string): TestWalletConfig {
  const parsed = configSchema.safeParse(define)
  if (!parsed.success)
    throw new Error('The page was served without a relay URL and chains (startTestWallet).')
  const query = new URLSearchParams(search)
  const account = query.get('account') ?? '0'
  const accountIndex = accountSchema.safeParse(account).success ? Number(account) : -1
  const privateKey = DEVNET_PRIVATE_KEYS[accountIndex]
  if (!privateKey) {
    throw new Error(
      `?account=${account} is not a devnet account: use 0 to ${DEVNET_PRIVATE_KEYS.length - 1}.`,
    )
  }
  return {
    ...parsed.data,
    accountIndex,
    privateKey,
    uri: query.get('uri') ?? undefined,
    oneClick: query.get('one-click') !== 'off',
  }
}
