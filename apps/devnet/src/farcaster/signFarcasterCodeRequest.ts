import type { Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import type { DevnetFarcasterUser } from './farcasterUsers'

/** The statement of the message a Farcaster app signs to ask the services for a login's sign-in code. */
export const FARCASTER_CODE_STATEMENT = 'Latch sign-in code'

export interface SignFarcasterCodeRequestParameters {
  user: Pick<DevnetFarcasterUser, 'fid' | 'custody' | 'custodyKey'>
  /** The services' public URL: the request's `siweUri`. */
  servicesUrl: string
  /** The request's `domain` (default `servicesUrl`'s host). */
  domain?: string
  /** The request's nonce. */
  nonce: string
  /** The chain of the ID registry. */
  chainId: number
  issuedAt: Date
}

/**
 * What a Farcaster app that supports Latch's sign-in codes signs once its user accepted a sign-in: a second
 * EIP-4361 message from the custody address, for the same services and nonce, with the statement 'Latch
 * sign-in code' and the resource `farcaster://fid/<fid>`, valid 5 minutes. It goes to the services only
 * (never through the relay), which answer the code the app shows its user.
 *
 * @example
 * const request = await signFarcasterCodeRequest({ user: ada, servicesUrl: signatureParams.siweUri, nonce, chainId: 31337, issuedAt: new Date() })
 * await fetch(signatureParams.redirectUrl, { method: 'POST', body: JSON.stringify(request) })
 */
export async function signFarcasterCodeRequest(
  params: SignFarcasterCodeRequestParameters,
): Promise<{ message: string; signature: Hex }> {
  const message = createSiweMessage({
    domain: params.domain ?? new URL(params.servicesUrl).host,
    address: params.user.custody,
    statement: FARCASTER_CODE_STATEMENT,
    uri: params.servicesUrl,
    version: '1',
    chainId: params.chainId,
    nonce: params.nonce,
    issuedAt: params.issuedAt,
    expirationTime: new Date(params.issuedAt.getTime() + 5 * 60_000),
    resources: [`farcaster://fid/${params.user.fid}`],
  })
  const signature = await privateKeyToAccount(params.user.custodyKey).signMessage({ message })
  return { message, signature }
}
