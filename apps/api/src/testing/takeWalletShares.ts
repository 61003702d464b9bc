import { TEST_FRAME_ORIGIN } from './signInByEmail'
import type { TestApi } from './useTestApi'

/** What an attacker holding a session token got out of the wallet routes. */
export interface TakenShares {
  /** `GET /v1/auth/wallet`'s auth share, if answered. */
  authShare?: string
  /** `POST /v1/auth/wallet/recover`'s recovery share, if answered. */
  recoveryShare?: string
}

/**
 * Plays the attacker who holds a login session: asks for the auth share and the recovery share, as the
 * frame of a new device does. Two shares are the key. Answers what it got (nothing without a token).
 *
 * @example
 * expect(await takeWalletShares(api, session?.token)).toEqual({})
 */
export async function takeWalletShares(api: TestApi, token: string | undefined): Promise<TakenShares> {
  if (!token) return {}
  const headers = { origin: TEST_FRAME_ORIGIN, authorization: `Bearer ${token}` }
  const taken: TakenShares = {}
  const wallet = await api.request('/v1/auth/wallet', { headers })
  if (wallet.ok) taken.authShare = ((await wallet.json()) as { authShare: string }).authShare
  const recovered = await api.request('/v1/auth/wallet/recover', { method: 'POST', headers })
  if (recovered.ok)
    taken.recoveryShare = ((await recovered.json()) as { recoveryShare: string }).recoveryShare
  return taken
}

/**
 * A response as the attack tests record it: its status and, for a JSON error, its code; with the session
 * token when it opened one.
 *
 * @example
 * const outcome = await recordResponse(await finish())
 */
export async function recordResponse(
  response: Response,
): Promise<{ status: number; code?: string; token?: string }> {
  const body = (await response.json().catch(() => undefined)) as { code?: string; token?: string } | undefined
  return {
    status: response.status,
    ...(body?.code ? { code: body.code } : {}),
    ...(body?.token ? { token: body.token } : {}),
  }
}
