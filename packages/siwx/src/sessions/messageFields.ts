import type { CaipNetworkId } from '@latch/core'
import type { SiwxMessage } from '../message/siwxMessage'

/** What a host may say about the messages Latch asks wallets to sign. */
export interface SiwxMessageOptions {
  /** One line the person agrees to, e.g. 'Sign in to Example Shop.' */
  statement?: string
  /** How long a session lasts, in ms (default 7 days). */
  expiresInMs?: number
  /** Make Latch keep a connected account signed in: cancelling disconnects (default false). */
  required?: boolean
}

/** Seven days: a week of visits without signing again. */
export const DEFAULT_SESSION_MS = 7 * 24 * 60 * 60 * 1000

/**
 * The fields of a sign-in message for this page (its host as domain, its origin as URI), now.
 *
 * @example toMessageFields({ accountAddress, chainId: 'eip155:1', nonce }, { statement: 'Sign in.' })
 */
export function toMessageFields(
  input: { accountAddress: string; chainId: CaipNetworkId; nonce: string },
  options: SiwxMessageOptions,
  now = Date.now(),
): SiwxMessage {
  const { location } = globalThis
  return {
    domain: location.host,
    accountAddress: input.accountAddress,
    chainId: input.chainId,
    uri: `${location.origin}/`,
    version: '1',
    nonce: input.nonce,
    issuedAt: new Date(now).toISOString(),
    expirationTime: new Date(now + (options.expiresInMs ?? DEFAULT_SESSION_MS)).toISOString(),
    ...(options.statement ? { statement: options.statement } : {}),
  }
}
