import type { SiwxConfig, StorageLike } from '@latch/core'
import { createSiwxMessage } from '../message/createSiwxMessage'
import { generateSiwxNonce } from '../message/generateSiwxNonce'
import { keptSessions } from './keptSessions'
import { type SiwxMessageOptions, toMessageFields } from './messageFields'

export interface CreateBrowserSiwxOptions extends SiwxMessageOptions {
  /** Where sessions are kept (default localStorage; `null` keeps them in memory for this page). */
  storage?: StorageLike | null
}

/**
 * Sign-in kept in this browser alone: nonces made here, sessions in local storage until they expire
 * or the person signs out. It tells the page who signed in, not a server: a server that must trust a
 * session verifies it itself (`verifySiwxMessage`) or uses `createServicesSiwx`.
 *
 * @example
 * createLatch({ …, siwx: createBrowserSiwx({ statement: 'Sign in to Example Shop.' }) })
 */
export function createBrowserSiwx(options: CreateBrowserSiwxOptions = {}): SiwxConfig {
  const kept = keptSessions(options.storage)
  return {
    async createMessage(input) {
      const data = toMessageFields({ ...input, nonce: generateSiwxNonce() }, options)
      return { data, message: createSiwxMessage(data) }
    },
    async addSession(session) {
      kept.add(session)
    },
    async revokeSession(chainId, address) {
      kept.remove(chainId, address)
    },
    async setSessions(sessions) {
      kept.replace(sessions)
    },
    async getSessions(chainId, address) {
      // an expired one too: Latch drops it and tells the person 'Session Expired' (spec §8)
      return kept.find(chainId, address)
    },
    getRequired: () => options.required ?? false,
  }
}
