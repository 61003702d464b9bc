import { parseSiwxMessage, verifySiwxMessage } from '@latch/siwx'
import { type Address, isAddressEqual, type PublicClient, parseAbi } from 'viem'
import {
  FarcasterCustodyMismatchError,
  FarcasterFidMismatchError,
  InvalidFarcasterMessageError,
} from './farcasterErrors'

/** The statement of every Sign In With Farcaster message (FIP-11; `@farcaster/auth-client` requires it). */
export const SIGN_IN_WITH_FARCASTER_STATEMENT = 'Farcaster Auth'

const FID_RESOURCE = /^farcaster:\/\/fid\/([1-9]\d*)\/?$/

const idRegistryAbi = parseAbi(['function custodyOf(uint256 fid) view returns (address)'])

export interface VerifySignInWithFarcasterParameters {
  /** The EIP-4361 text the Farcaster app signed (the relay's `message`). */
  message: string
  /** The relay's `signature`. */
  signature: string
  /** The fid the relay says signed in; omitted, the fid the message names. */
  fid?: number
  /** The statement the message must carry (default `SIGN_IN_WITH_FARCASTER_STATEMENT`). */
  statement?: string
  /** The domain the channel was opened for. */
  domain: string
  /** The channel's nonce. */
  nonce: string
  /** ms since the epoch. */
  now: number
  /** A client of the ID registry's chain: Optimism for Farcaster, the devnet chain locally. */
  client: PublicClient
  idRegistryAddress: Address
}

export interface VerifySignInWithFarcasterReturnType {
  fid: number
  /** `custodyOf(fid)` in the ID registry: the message's signer. */
  custody: Address
}

/**
 * Verifies a Sign In With Farcaster result as `@farcaster/auth-client`'s `verifySignInMessage` does:
 * the message is EIP-4361 with the statement 'Farcaster Auth' and exactly one `farcaster://fid/<fid>`
 * resource, for this fid; it is for this domain, on the ID registry's chain, inside its not-before and
 * expiration times, carries this nonce, is signed by its address (EOA, or ERC-1271 / ERC-6492 through
 * `client`), and that address is `custodyOf(fid)` in the ID registry. The username and profile are the
 * relay's word (a hub's data): nothing here vouches for them. With `statement`, the same checks for another
 * message the custody key signs (the services' sign-in code request, `FARCASTER_CODE_STATEMENT`).
 *
 * Throws, each with its code: `INVALID_SIWX_MESSAGE` (not EIP-4361), `INVALID_FARCASTER_MESSAGE`,
 * `FARCASTER_FID_MISMATCH`, `SIWX_DOMAIN_MISMATCH`, `SIWX_CHAIN_MISMATCH`, `SIWX_NOT_YET_VALID`,
 * `SIWX_EXPIRED`, `SIWX_INVALID_SIGNATURE`, `SIWX_INVALID_NONCE`, `FARCASTER_NOT_CUSTODY`.
 *
 * @example
 * const { fid, custody } = await verifySignInWithFarcaster({ ...completed, domain, nonce, now: Date.now(), client, idRegistryAddress })
 */
export async function verifySignInWithFarcaster(
  params: VerifySignInWithFarcasterParameters,
): Promise<VerifySignInWithFarcasterReturnType> {
  const fields = parseSiwxMessage(params.message)
  const statement = params.statement ?? SIGN_IN_WITH_FARCASTER_STATEMENT
  if (fields.statement !== statement) {
    throw new InvalidFarcasterMessageError(`The statement must be '${statement}'.`)
  }
  const signedFids = (fields.resources ?? [])
    .map((resource) => FID_RESOURCE.exec(resource)?.[1])
    .filter((fid) => fid !== undefined)
  if (signedFids.length !== 1) {
    throw new InvalidFarcasterMessageError(
      `It must name exactly one farcaster://fid/<fid> resource, not ${signedFids.length}.`,
    )
  }
  const signedFid = Number(signedFids[0])
  const fid = params.fid ?? signedFid
  if (signedFid !== fid) {
    throw new FarcasterFidMismatchError(`The message is for fid ${signedFid}, not ${fid}.`)
  }

  // Farcaster's messages name Optimism, where its ID registry is; so here the registry's chain.
  const chainId = params.client.chain?.id ?? (await params.client.getChainId())
  await verifySiwxMessage({
    message: params.message,
    signature: params.signature,
    domain: params.domain,
    chains: [`eip155:${chainId}`],
    nonce: params.nonce,
    now: new Date(params.now),
    client: params.client,
  })

  const custody = await params.client.readContract({
    address: params.idRegistryAddress,
    abi: idRegistryAbi,
    functionName: 'custodyOf',
    args: [BigInt(fid)],
  })
  if (!isAddressEqual(custody, fields.accountAddress as Address)) {
    throw new FarcasterCustodyMismatchError(
      `fid ${fid}'s custody address is ${custody}; the message is signed by ${fields.accountAddress}.`,
    )
  }
  return { fid, custody }
}
