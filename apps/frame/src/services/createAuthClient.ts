import { FrameChannelError } from '@latch/frame-protocol'
import * as z from 'zod/mini'

const userSchema = z.object({
  id: z.string(),
  email: z.nullable(z.string()),
  createdAt: z.string(),
  social: z.optional(z.object({ provider: z.string(), username: z.nullable(z.string()) })),
})
const sessionSchema = z.object({ token: z.string(), expiresAt: z.string(), user: userSchema })
const walletSchema = z.object({ address: z.string(), authShare: z.string() })
const recoverySchema = z.object({ address: z.string(), authShare: z.string(), recoveryShare: z.string() })
const errorSchema = z.object({ code: z.string(), message: z.string() })
const deviceSchema = z.object({
  id: z.string(),
  label: z.nullable(z.string()),
  approvedAt: z.string(),
  lastUsedAt: z.nullable(z.string()),
  current: z.boolean(),
})

export type AuthUser = z.infer<typeof userSchema>
/** A device of the account as the services list it (never its device id). */
export type AuthDevice = z.infer<typeof deviceSchema>
export type AuthSession = z.infer<typeof sessionSchema>

export interface CreateAuthClientOptions {
  /** The provider services the frame was deployed with (never the page's choice). */
  apiUrl: string
  projectId: string
  /** `fetch` (tests pass one that sets the Origin header a browser sets by itself). */
  fetch?: typeof fetch
}

/** A service refusal: its code and message (e.g. EMAIL_COOLDOWN, 'Please try again after 12 seconds'). */
export class AuthServiceError extends FrameChannelError {
  override name = 'AuthServiceError'
  readonly serviceCode: string
  readonly status: number
  constructor(status: number, serviceCode: string, message: string) {
    super('FRAME_REQUEST_FAILED', message)
    this.status = status
    this.serviceCode = serviceCode
  }
}

/**
 * The frame's client of the login routes of the provider services (`/v1/auth/*`), which answer only
 * the frame's origin. Answers are checked; a refusal throws `AuthServiceError` with the service's own
 * message, which the page shows as it is (the cooldown's 'Please try again after N seconds').
 *
 * @example
 * const auth = createAuthClient({ apiUrl: 'http://127.0.0.1:8787', projectId: 'latch-demo' })
 * const { action } = await auth.startEmail('alice@example.com', deviceId)
 */
export function createAuthClient(options: CreateAuthClientOptions) {
  const send = options.fetch ?? ((input, init) => fetch(input, init))

  async function call<T>(
    method: string,
    path: string,
    schema: z.ZodMiniType<T>,
    init: { body?: unknown; token?: string } = {},
  ): Promise<T> {
    const url = new URL(
      path.replace(/^\//, ''),
      options.apiUrl.endsWith('/') ? options.apiUrl : `${options.apiUrl}/`,
    )
    url.searchParams.set('projectId', options.projectId)
    const headers: Record<string, string> = {}
    if (init.body !== undefined) headers['content-type'] = 'application/json'
    if (init.token) headers.authorization = `Bearer ${init.token}`
    const response = await send(url, {
      method,
      headers,
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    }).catch(() => {
      // the services went away (or never answered): say so, instead of the page's 'Internal error'
      throw new AuthServiceError(
        0,
        'SERVICE_UNREACHABLE',
        'The login service is unreachable. Try again in a moment.',
      )
    })
    const json: unknown = await response.json().catch(() => undefined)
    if (!response.ok) {
      const error = errorSchema.safeParse(json)
      throw error.success
        ? new AuthServiceError(response.status, error.data.code, error.data.message)
        : new AuthServiceError(response.status, 'HTTP_ERROR', `HTTP status code: ${response.status}`)
    }
    return schema.parse(json)
  }

  return {
    allowedOrigins: () =>
      call('GET', '/projects/v1/origins', z.object({ allowedOrigins: z.array(z.string()) })),
    startEmail: (email: string, deviceId: string) =>
      call('POST', '/v1/auth/email/start', z.object({ action: z.enum(['VERIFY_DEVICE', 'VERIFY_OTP']) }), {
        body: { email, deviceId },
      }),
    waitForDevice: (email: string, deviceId: string) =>
      call(
        'POST',
        '/v1/auth/device/wait',
        z.object({ approved: z.boolean(), action: z.optional(z.literal('VERIFY_OTP')) }),
        { body: { email, deviceId } },
      ),
    verifyEmail: (email: string, deviceId: string, otp: string) =>
      call('POST', '/v1/auth/email/verify', sessionSchema, { body: { email, deviceId, otp } }),
    getUser: (token: string) => call('GET', '/v1/auth/user', userSchema, { token }),
    signOut: (token: string) => call('POST', '/v1/auth/signout', z.unknown(), { token }),
    putWallet: (token: string, wallet: { address: string; authShare: string; recoveryShare: string }) =>
      call('PUT', '/v1/auth/wallet', z.unknown(), { token, body: wallet }),
    /** The wallet's auth share, or `undefined` for a user without a wallet yet (404). */
    getWallet: (token: string) =>
      call('GET', '/v1/auth/wallet', walletSchema, { token }).catch((error: unknown) => {
        if (error instanceof AuthServiceError && error.status === 404) return undefined
        throw error
      }),
    /** The recovery share for a new device this login approved by the emailed link; else 403 RECOVERY_CODE_REQUIRED. */
    recoverWallet: (token: string) => call('POST', '/v1/auth/wallet/recover', recoverySchema, { token }),
    /** Mails the user a recovery code for this device: answers the address it went to. */
    sendRecoveryCode: (token: string) =>
      call('POST', '/v1/auth/wallet/recover/code', z.object({ email: z.string() }), { token }),
    /** The recovery share, for the code the person read in that mail. */
    recoverWalletWithCode: (token: string, otp: string) =>
      call('POST', '/v1/auth/wallet/recover/verify', recoverySchema, { token, body: { otp } }),
    listDevices: (token: string) =>
      call('GET', '/v1/auth/devices', z.object({ devices: z.array(deviceSchema) }), { token }),
    revokeDevice: (token: string, id: string) =>
      call('POST', '/v1/auth/devices/revoke', z.object({ sessionsEnded: z.number() }), {
        token,
        body: { id },
      }),
    signOutEverywhere: (token: string) =>
      call(
        'POST',
        '/v1/auth/signout/everywhere',
        z.object({ sessionsEnded: z.number(), devicesForgotten: z.number() }),
        { token },
      ),
    updateEmail: (token: string, email: string) =>
      call('POST', '/v1/auth/email/update', z.object({ action: z.literal('VERIFY_PRIMARY_OTP') }), {
        token,
        body: { email },
      }),
    confirmCurrentEmail: (token: string, otp: string) =>
      call('POST', '/v1/auth/email/update/primary', z.object({ action: z.literal('VERIFY_SECONDARY_OTP') }), {
        token,
        body: { otp },
      }),
    confirmNewEmail: (token: string, otp: string) =>
      call('POST', '/v1/auth/email/update/secondary', userSchema, { token, body: { otp } }),
    /** The provider's authorization URL for a new social login; the frame keeps `secret` to finish it. */
    startSocial: (login: { provider: string; deviceId: string; returnUri: string; secret: string }) =>
      call('POST', '/v1/auth/social/start', z.object({ uri: z.string() }), { body: login }),
    /** The session: with the frame's `secret` and the `completion` the provider's redirect brought this browser. */
    finishSocial: (login: { state: string; secret: string; completion: string; deviceId: string }) =>
      call('POST', '/v1/auth/social/finish', sessionSchema, { body: login }),
    /**
     * A Sign In With Farcaster channel for the page `site`: its token (kept by the frame) and the link for
     * the Farcaster app, which names the site and this browser as asking.
     */
    startFarcaster: (login: { deviceId: string; secret: string; site: string }) =>
      call('POST', '/v1/auth/farcaster/start', z.object({ channelToken: z.string(), url: z.string() }), {
        body: login,
      }),
    /**
     * Polled without `code`: 409 FARCASTER_LOGIN_PENDING until the Farcaster app signed, then 409
     * FARCASTER_CODE_REQUIRED; with the code the app showed the person, the session.
     */
    finishFarcaster: (login: { channelToken: string; secret: string; deviceId: string; code?: string }) =>
      call('POST', '/v1/auth/farcaster/finish', sessionSchema, { body: login }),
  }
}

export type AuthClient = ReturnType<typeof createAuthClient>
