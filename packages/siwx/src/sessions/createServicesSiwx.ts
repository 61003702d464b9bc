import type { ApiConfig, SiwxConfig, StorageLike } from '@latch/core'
import { HttpStatusError } from '@latch/core'
import {
  requestSession,
  requestSessionRevoke,
  requestSignIn,
  requestSiwxNonce,
  toSessionRevocationMessage,
} from '@latch/core/internal'
import { createSiwxMessage } from '../message/createSiwxMessage'
import { keptSessions } from './keptSessions'
import { type SiwxMessageOptions, toMessageFields } from './messageFields'

export interface CreateServicesSiwxOptions extends SiwxMessageOptions {
  /** The services (apps/api or your deployment of it) and the project, as in Latch's `api` config. */
  api: ApiConfig
  /** Where this browser remembers its session ids (default localStorage; `null`: memory only). */
  storage?: StorageLike | null
}

/**
 * Sign-in verified and kept by the services: the nonce comes from `POST /v1/sessions/nonce` and is
 * used once, `POST /v1/sessions` verifies the signed message for this page and stores the session,
 * and a session counts only while `GET /v1/sessions/{id}` says it is active, so a session revoked or
 * expired on the services asks for a new sign-in. The host's server reads the same session by id.
 * Revoking asks the wallet to sign the revocation.
 *
 * @example
 * const api = { baseUrl: 'https://api.example.com', projectId: 'shop' }
 * createLatch({ …, projectId: api.projectId, api: { baseUrl: api.baseUrl }, siwx: createServicesSiwx({ api, required: true }) })
 */
export function createServicesSiwx(options: CreateServicesSiwxOptions): SiwxConfig {
  const { api } = options
  const kept = keptSessions(options.storage)
  return {
    async createMessage(input) {
      const { nonce } = await requestSiwxNonce(api)
      const data = toMessageFields({ ...input, nonce }, options)
      return { data, message: createSiwxMessage(data) }
    },
    async addSession(session) {
      const stored = await requestSignIn(api, { message: session.message, signature: session.signature })
      kept.add({ ...session, id: stored.id, pci: stored.pci })
    },
    async getSessions(chainId, address) {
      const live = []
      for (const session of kept.find(chainId, address, Date.now())) {
        if (!session.id) continue
        const stored = await requestSession(api, session.id).catch((error: unknown) => {
          // gone from the services: no longer a session
          if (error instanceof HttpStatusError && error.status === 404) return undefined
          throw error
        })
        if (stored?.status === 'active') live.push(session)
      }
      if (live.length === 0) kept.remove(chainId, address)
      return live
    },
    async revokeSession(chainId, address, sign) {
      for (const session of kept.find(chainId, address, Date.now())) {
        if (!session.id || !session.pci) continue
        const { id, pci } = session
        const signature = await sign(toSessionRevocationMessage({ id, pci }))
        await requestSessionRevoke(api, { id, pci, signature })
      }
      kept.remove(chainId, address)
    },
    async setSessions(sessions) {
      // only sessions the services gave an id can be checked there later
      const known = new Map(kept.all().map((session) => [session.message, session]))
      kept.replace(
        sessions.flatMap((session) => {
          const found = known.get(session.message)
          return found ? [{ ...session, id: found.id, pci: found.pci }] : []
        }),
      )
    },
    getRequired: () => options.required ?? false,
  }
}
