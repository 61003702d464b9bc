import { LatchError } from '@latch/core'
import { verifySiwxMessage } from '@latch/siwx'
import { chainClientFor } from '../chain/chainClientFor'
import type { Database } from '../db/types'
import { API_ERROR_STATUS, ApiError, type ApiErrorCode } from '../http/errors'
import type { ApiChain, BitcoinSettings, SolanaSettings } from '../http/types'
import { consumeSiwxNonce } from './consumeSiwxNonce'
import { createSession } from './createSession'
import type { SessionRecord } from './types'

export interface SignInWithSiwxParameters {
  projectId: string
  /** The page's origin (its `Origin` header, already checked against the project's allowlist). */
  origin: string
  /** The CAIP-122 text the wallet signed. */
  message: string
  signature: string
  now: number
  /** The longest the session may live, whatever the message says (default 7 days). */
  maxSeconds?: number
}

/** The chains a sign-in may be for: the service's EVM chains, Solana clusters and Bitcoin nodes, and `siwxChains`. */
export interface SiwxChains {
  chains: readonly ApiChain[]
  solana?: SolanaSettings
  bitcoin?: BitcoinSettings
  /** Chains whose signatures verify offline (LATCH_SIWX_CHAINS), e.g. `polkadot:…`. */
  siwxChains?: readonly string[]
}

/**
 * Verifies a signed sign-in the way @latch/siwx says a relying party must, for the page that sent it
 * (domain = its host, URI under its origin), on a chain the service serves (an EVM chain, a Solana
 * cluster with an ed25519 signature, a Bitcoin node's chain with BIP-322, or one of `siwxChains`, e.g.
 * Polkadot with sr25519), with a nonce the project
 * was issued (used up here), and stores the session for the project, ending at the message's Expiration
 * Time but never later than `maxSeconds` from now (a message may name no end, or one in 2100). Smart accounts verify against the
 * chain (ERC-1271, ERC-6492). Each refusal keeps its @latch/siwx code, e.g. 401 SIWX_INVALID_NONCE for
 * a replay, 400 SIWX_DOMAIN_MISMATCH for a message made for another site.
 *
 * @example
 * const session = await signInWithSiwx(db, { chains, solana }, { projectId, origin, message, signature, now: Date.now() })
 */
export async function signInWithSiwx(
  db: Database,
  { chains, solana, bitcoin, siwxChains = [] }: SiwxChains,
  params: SignInWithSiwxParameters,
): Promise<SessionRecord> {
  const { projectId, now } = params
  let fields: Awaited<ReturnType<typeof verifySiwxMessage>>
  try {
    fields = await verifySiwxMessage({
      message: params.message,
      signature: params.signature,
      domain: new URL(params.origin).host,
      uri: params.origin,
      chains: [
        ...chains.map((chain) => `eip155:${chain.id}`),
        ...(solana?.clusters ?? []).map((cluster) => cluster.caipNetworkId),
        ...(bitcoin?.nodes ?? []).map((node) => node.caipNetworkId),
        ...siwxChains,
      ],
      client: (chainId) => chainClientFor(chains, chainId),
      nonce: (nonce) => consumeSiwxNonce(db, { nonce, projectId, now }),
      now: new Date(now),
    })
  } catch (error) {
    throw toApiError(error)
  }
  return createSession(db, {
    projectId,
    address: fields.accountAddress,
    chainId: fields.chainId,
    message: params.message,
    signature: params.signature,
    data: { ...fields },
    ...(fields.expirationTime ? { expiresAt: new Date(fields.expirationTime) } : {}),
    ...(params.maxSeconds === undefined ? {} : { maxSeconds: params.maxSeconds }),
    now,
  })
}

/** A @latch/siwx refusal as the service answers it: its own code, its reason in the message. */
function toApiError(error: unknown): unknown {
  if (!(error instanceof LatchError)) return error
  const code = (error.code === 'SIWX_INVALID_SIGNATURE' ? 'INVALID_SIGNATURE' : error.code) as ApiErrorCode
  if (!(code in API_ERROR_STATUS)) return error
  return new ApiError(code, error.details ? `${error.shortMessage}: ${error.details}` : error.shortMessage)
}
