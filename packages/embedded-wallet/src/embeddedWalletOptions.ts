import { InvalidInputError } from '@latch/core'

/** `embeddedWallet(options)`: where the key frame is. */
export interface EmbeddedWalletOptions {
  /**
   * The embedded wallet's frame (apps/frame), on an origin of its own, e.g. `https://wallet.example` or the
   * devnet's `http://127.0.0.1:5174`. It must differ from the page's origin: the keys live there.
   */
  frameUrl: string
  /**
   * Refused: the frame loads as createLatch's `projectId` (the project whose allowed origins it checks this
   * page against), which the adapter hands the connector.
   */
  projectId?: never
  /** How long the frame may take to load and say it is ready; default 20 s (spec §9). */
  loadTimeoutMs?: number | undefined
  /** How long a login step or a wallet request may wait for the frame; default 120 s (spec §9). */
  requestTimeoutMs?: number | undefined
}

const isHttpUrl = (value: unknown) => {
  try {
    return typeof value === 'string' && ['http:', 'https:'].includes(new URL(value).protocol)
  } catch {
    return false
  }
}
const isPositiveInt = (value: unknown) =>
  value === undefined || (Number.isSafeInteger(value) && Number(value) > 0)

// Checked by hand, not with a zod schema: these run in the host's first load, and a schema here would pull
// zod's shared modules (and with them the frame channel's) out of the lazy frame chunk into it
// (bench/src/budget.ts, `embeddedWalletInitial`). The frame checks every message with frame-protocol's schemas.
const RULES: [keyof EmbeddedWalletOptions, (value: unknown) => boolean, string][] = [
  ['frameUrl', isHttpUrl, 'must be an http(s) URL'],
  ['projectId', (value) => value === undefined, 'give projectId to createLatch({ projectId })'],
  ['loadTimeoutMs', isPositiveInt, 'must be a positive whole number of milliseconds'],
  ['requestTimeoutMs', isPositiveInt, 'must be a positive whole number of milliseconds'],
]

/**
 * The options as given, once each is usable; throws `InvalidInputError` naming the first that is not
 * (`embeddedWallet.frameUrl: must be an http(s) URL`). Keys it does not know are left out.
 *
 * @example const options = parseEmbeddedWalletOptions({ frameUrl: 'https://wallet.example' })
 */
export function parseEmbeddedWalletOptions(params: unknown): EmbeddedWalletOptions {
  if (typeof params !== 'object' || params === null)
    throw new InvalidInputError('embeddedWallet', 'must be an object with frameUrl')
  for (const [key, isValid, message] of RULES)
    if (!isValid(Reflect.get(params, key))) throw new InvalidInputError(`embeddedWallet.${key}`, message)
  const { frameUrl, loadTimeoutMs, requestTimeoutMs } = params as EmbeddedWalletOptions
  return { frameUrl, loadTimeoutMs, requestTimeoutMs }
}
