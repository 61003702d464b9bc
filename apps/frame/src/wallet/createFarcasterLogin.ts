import { FrameChannelError } from '@latch/frame-protocol'
import { type AuthClient, AuthServiceError, type AuthSession } from '../services/createAuthClient'
import { randomLoginSecret } from './randomLoginSecret'

const failed = () => new FrameChannelError('FRAME_REQUEST_FAILED', 'Failed to connect to farcaster')

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * The frame's side of Sign In With Farcaster: it starts a request naming its page (the services add this
 * browser's description), waits until the person signed it in their Farcaster app, then finishes it with
 * the sign-in code that app showed them, which they type here. The start secret never leaves the frame,
 * and the code never reaches whoever else holds the link: both are needed.
 *
 * @example
 * const farcaster = createFarcasterLogin({ auth, deviceId, hostOrigin, signIn })
 * const link = await farcaster.start() // the QR code
 * await farcaster.wait() // the person signed in the Farcaster app
 * await farcaster.confirm('K7QM-2XD9') // the code it showed them
 */
export function createFarcasterLogin(options: {
  auth: AuthClient
  deviceId: string
  /** The page embedding the frame: the site the Farcaster app names as asking. */
  hostOrigin: string
  signIn: (session: AuthSession) => Promise<void>
  /** How often the sign-in is polled (spec §9's poll: 1 s). */
  pollMs?: number
  /** How long the person's signing is waited for (spec §9: login requests time out at 120 s). */
  waitMs?: number
}) {
  const { auth, deviceId } = options
  let pending: { channelToken: string; secret: string } | undefined

  const finish = (code?: string) => {
    if (!pending) throw failed()
    return auth.finishFarcaster({ ...pending, deviceId, ...(code === undefined ? {} : { code }) })
  }

  return {
    /** Starts Sign In With Farcaster: answers the link the person opens in their Farcaster app. */
    async start(): Promise<string> {
      const secret = randomLoginSecret()
      const { channelToken, url } = await auth.startFarcaster({ deviceId, secret, site: options.hostOrigin })
      pending = { channelToken, secret }
      return url
    },

    /** Resolves once the person signed in their Farcaster app (polled, up to the login limit): the code is due. */
    async wait(): Promise<void> {
      const deadline = Date.now() + (options.waitMs ?? 120_000)
      while (Date.now() < deadline) {
        const refusal = await finish().then(
          () => undefined,
          (error: unknown) => error,
        )
        // a session without the code: the services never answer one, and this frame would not take it
        if (!(refusal instanceof AuthServiceError)) {
          pending = undefined
          throw refusal ?? failed()
        }
        if (refusal.serviceCode === 'FARCASTER_CODE_REQUIRED') return
        if (refusal.serviceCode !== 'FARCASTER_LOGIN_PENDING') {
          pending = undefined
          throw refusal
        }
        await sleep(options.pollMs ?? 1000)
      }
      pending = undefined
      throw failed()
    },

    /**
     * Finishes the login with the code the person's Farcaster app showed them, and unlocks the wallet. A
     * wrong code keeps the login for another try (the services end it at the 5th).
     */
    async confirm(code: string): Promise<void> {
      try {
        const session: AuthSession = await finish(code)
        pending = undefined
        await options.signIn(session)
      } catch (error) {
        if (!(error instanceof AuthServiceError && error.serviceCode === 'FARCASTER_CODE_INVALID'))
          pending = undefined
        throw error
      }
    },
  }
}
