import { z } from 'zod'
import type { SignatureParams } from './createChannelStore'
import type { DevnetFarcasterUser } from './farcasterUsers'
import { signFarcasterCodeRequest } from './signFarcasterCodeRequest'

/** What the asking site answered: the code to show, or why there is none. */
export type SignInCodeAnswer = { code: string } | { refusal: string }

const codeAnswerSchema = z.object({ code: z.string().regex(/^[0-9A-Z]{4}-[0-9A-Z]{4}$/) })
const refusalSchema = z.object({ message: z.string() })

/**
 * The test Farcaster app, after its user signed a request naming a `redirectUrl`: asks that URL for the
 * request's sign-in code with a second message signed by the user's custody key (`signFarcasterCodeRequest`),
 * and answers the code to show, or the site's refusal in its words. A request without `redirectUrl` has no
 * code: undefined. The signed request goes only to the site the sign-in is for (the `redirectUrl` on
 * `siweUri`'s origin): a request naming another would collect the user's signatures for someone else.
 *
 * @example
 * const answer = await requestSignInCode({ user, signatureParams, chainId: 31337 })
 */
export async function requestSignInCode(params: {
  user: DevnetFarcasterUser
  signatureParams: SignatureParams
  chainId: number
}): Promise<SignInCodeAnswer | undefined> {
  const { redirectUrl, siweUri, domain, nonce } = params.signatureParams
  if (!redirectUrl) return undefined
  if (new URL(redirectUrl).origin !== new URL(siweUri).origin)
    return {
      refusal: `the request asks for its code at ${new URL(redirectUrl).host}, not at the site it is for.`,
    }
  const request = await signFarcasterCodeRequest({
    user: params.user,
    servicesUrl: siweUri,
    domain,
    nonce,
    chainId: params.chainId,
    issuedAt: new Date(),
  })
  let response: Response
  try {
    response = await fetch(redirectUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(request),
      signal: AbortSignal.timeout(10_000),
    })
  } catch {
    return { refusal: `${new URL(redirectUrl).host} did not answer.` }
  }
  const body: unknown = await response.json().catch(() => undefined)
  const answer = codeAnswerSchema.safeParse(body)
  if (response.ok && answer.success) return { code: answer.data.code }
  const refusal = refusalSchema.safeParse(body)
  return { refusal: refusal.success ? refusal.data.message : `HTTP ${response.status}` }
}
