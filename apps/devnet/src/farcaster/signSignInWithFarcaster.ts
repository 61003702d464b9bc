import type { Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import type { SignatureParams } from './createChannelStore'
import type { DevnetFarcasterUser } from './farcasterUsers'

/** The statement every Sign In With Farcaster message carries (FIP-11; `@farcaster/auth-client` checks it). */
export const SIGN_IN_WITH_FARCASTER_STATEMENT = 'Farcaster Auth'

export interface SignSignInWithFarcasterParameters {
  user: Pick<DevnetFarcasterUser, 'fid' | 'custody' | 'custodyKey'>
  /** What the channel asks the message to say. */
  signatureParams: SignatureParams
  /** The chain of the ID registry (Optimism, 10, on Farcaster; the devnet chain here). */
  chainId: number
  /** The message's Issued At. */
  issuedAt: Date
}

/**
 * What a Farcaster app does when its user accepts a sign-in: an EIP-4361 message from the custody
 * address, with the channel's domain, URI, nonce and times, the statement 'Farcaster Auth' and the
 * resource `farcaster://fid/<fid>`, signed (EIP-191) with the custody key.
 *
 * @example
 * const { message, signature } = await signSignInWithFarcaster({ user: ada, signatureParams, chainId: 31337, issuedAt: new Date() })
 */
export async function signSignInWithFarcaster(
  params: SignSignInWithFarcasterParameters,
): Promise<{ message: string; signature: Hex }> {
  const { user, signatureParams: asked } = params
  const message = createSiweMessage({
    domain: asked.domain,
    address: user.custody,
    statement: SIGN_IN_WITH_FARCASTER_STATEMENT,
    uri: asked.siweUri,
    version: '1',
    chainId: params.chainId,
    nonce: asked.nonce,
    issuedAt: params.issuedAt,
    ...(asked.notBefore ? { notBefore: new Date(asked.notBefore) } : {}),
    ...(asked.expirationTime ? { expirationTime: new Date(asked.expirationTime) } : {}),
    ...(asked.requestId ? { requestId: asked.requestId } : {}),
    resources: [`farcaster://fid/${user.fid}`],
  })
  const signature = await privateKeyToAccount(user.custodyKey).signMessage({ message })
  return { message, signature }
}
