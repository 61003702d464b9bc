import { FrameChannelError, type SocialProvider } from '@latch/frame-protocol'
import type { AuthClient, AuthSession } from '../services/createAuthClient'
import { randomLoginSecret } from './randomLoginSecret'

/** A social login the frame started: the provider's `state`, and the secret only this frame can finish it with. */
export interface PendingSocialLogin {
  provider: SocialProvider
  state: string
  secret: string
}

export interface PendingSocialStore {
  load(): PendingSocialLogin | undefined
  save(login: PendingSocialLogin): void
  clear(): void
}

/** Where the services' callback puts the login's completion secret: the fragment of the page's URL. */
const COMPLETION_PARAMETER = 'latch_social_code'

const failed = (message: string) => new FrameChannelError('FRAME_REQUEST_FAILED', message)

/**
 * The frame's side of a social login: it starts the login with a secret it keeps (in its origin's storage,
 * for the redirect mode), and finishes it with that secret and the completion secret that the services'
 * callback put in the fragment of the page the provider sent this browser back to. Both are needed: the
 * start secret proves this frame started the login, the completion that this browser met the provider.
 *
 * @example
 * const social = createSocialLogin({ auth, deviceId, hostOrigin, pending, signIn })
 * const uri = await social.start('github', location.href) // the popup goes there
 * await social.finish('github', returnedUrl) // the URL the popup came back to
 */
export function createSocialLogin(options: {
  auth: AuthClient
  deviceId: string
  /** The page embedding the frame: a social login must come back to it. */
  hostOrigin: string
  pending: PendingSocialStore
  signIn: (session: AuthSession) => Promise<void>
}) {
  const { auth, deviceId, pending } = options
  return {
    /**
     * Starts a social login at the services: answers the provider's URL for the page's popup (or
     * redirect), and keeps the login's state and secret here. The person must come back to the page.
     */
    async start(provider: SocialProvider, returnUri: string): Promise<string> {
      const page = new URL(returnUri)
      if (page.origin !== options.hostOrigin)
        throw failed('A social login must come back to the page that started it')
      // the services write their own fragment on the way back
      page.hash = ''
      const secret = randomLoginSecret()
      const { uri } = await auth.startSocial({ provider, deviceId, returnUri: page.href, secret })
      const state = new URL(uri).searchParams.get('state')
      if (!state) throw failed('Failed to initiate social connection')
      pending.save({ provider, state, secret })
      return uri
    },

    /**
     * Finishes the social login the page came back from (`uri` carries `?latch_social=<state>` and
     * `#latch_social_code=<completion>`), and unlocks the wallet. A login finishes once, whatever happens.
     */
    async finish(provider: SocialProvider, uri: string): Promise<void> {
      const returned = new URL(uri)
      const state = returned.searchParams.get('latch_social')
      const completion = new URLSearchParams(returned.hash.slice(1)).get(COMPLETION_PARAMETER)
      const started = pending.load()
      // a return for another login (or without its completion) leaves this one waiting
      if (!started || started.state !== state || started.provider !== provider || !completion)
        throw failed('Failed to connect')
      try {
        const session = await auth.finishSocial({ state, secret: started.secret, completion, deviceId })
        await options.signIn(session)
      } finally {
        pending.clear()
      }
    },
  }
}
