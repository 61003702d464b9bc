import { type Address, getAddress, type PublicClient } from 'viem'
import { getChainClient } from '../chain/getChainClient'
import { ApiError } from '../http/errors'
import { FARCASTER_CODE_PATH } from '../http/frameOriginMiddleware'
import type { AppDeps } from '../http/types'
import { DEFAULT_PUBLIC_URL } from '../tokens/tokenIconUrl'
import { createFarcasterRelayClient, type FarcasterRelayClient } from './createFarcasterRelayClient'

/** What a Farcaster login needs from the deps, ready to use. */
export interface FarcasterSetup {
  relay: FarcasterRelayClient
  /** A client of the ID registry's chain. */
  client: PublicClient
  idRegistryAddress: Address
  /** The services' public URL: the signed message's URI. */
  siweUri: string
  /** Its host: the signed message's domain, what the Farcaster app shows as asking. */
  domain: string
  /** Where a Farcaster app asks for a login's sign-in code (the request's `redirectUrl`). */
  codeUrl: string
  /** Whether the finish needs that code (LATCH_FARCASTER.signInCode, required unless turned off). */
  codeRequired: boolean
}

/**
 * The relay, the ID registry's chain and the message's URI and domain for a Farcaster login; 404
 * FARCASTER_NOT_CONFIGURED without `deps.farcaster`, or when its chain is not one the service serves.
 *
 * @example
 * const { relay, domain, siweUri } = requireFarcasterSetup(deps)
 */
export function requireFarcasterSetup(deps: AppDeps): FarcasterSetup {
  const settings = deps.farcaster
  if (!settings)
    throw new ApiError(
      'FARCASTER_NOT_CONFIGURED',
      'Sign In With Farcaster is not configured on this service (LATCH_FARCASTER).',
    )
  const chain = deps.chains.find((candidate) => candidate.id === settings.chainId)
  if (!chain)
    throw new ApiError(
      'FARCASTER_NOT_CONFIGURED',
      `Sign In With Farcaster reads chain ${settings.chainId}, which this service does not serve.`,
    )
  const siweUri = deps.publicUrl ?? DEFAULT_PUBLIC_URL
  return {
    relay: createFarcasterRelayClient(settings.relayUrl),
    client: getChainClient(chain),
    idRegistryAddress: getAddress(settings.idRegistryAddress),
    siweUri,
    domain: new URL(siweUri).host,
    codeUrl: `${siweUri.replace(/\/+$/, '')}${FARCASTER_CODE_PATH}`,
    codeRequired: settings.signInCode !== 'off',
  }
}
