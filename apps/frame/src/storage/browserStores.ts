import type {
  PendingSocialLogin,
  PendingSocialStore,
  SessionStore,
  StoredSession,
} from '../wallet/createEmbeddedWallet'

const DEVICE_ID_KEY = 'latch-frame.device-id'
const SESSION_KEY = 'latch-frame.session'
const SOCIAL_LOGIN_KEY = 'latch-frame.social-login'

/**
 * This browser's device id, made once and kept in the frame origin's storage.
 *
 * @example const deviceId = readDeviceId(localStorage)
 */
export function readDeviceId(storage: Storage): string {
  const kept = storage.getItem(DEVICE_ID_KEY)
  if (kept && /^[A-Za-z0-9_-]{8,128}$/.test(kept)) return kept
  const created = crypto.randomUUID()
  storage.setItem(DEVICE_ID_KEY, created)
  return created
}

/**
 * The services session in the frame origin's storage (the page cannot read it), so a reload restores the
 * wallet without a new code.
 *
 * @example const sessions = sessionStoreIn(localStorage)
 */
export function sessionStoreIn(storage: Storage): SessionStore {
  return {
    load() {
      try {
        const value = JSON.parse(storage.getItem(SESSION_KEY) ?? 'null') as StoredSession | null
        return value && typeof value.token === 'string' && typeof value.user?.id === 'string'
          ? value
          : undefined
      } catch {
        return undefined
      }
    },
    save: (session) => storage.setItem(SESSION_KEY, JSON.stringify(session)),
    clear: () => storage.removeItem(SESSION_KEY),
  }
}

/**
 * The social login under way in the frame origin's storage: it outlives the page going to the provider and
 * back (the redirect mode reloads the page, and the frame with it).
 *
 * @example const pendingSocial = pendingSocialStoreIn(localStorage)
 */
export function pendingSocialStoreIn(storage: Storage): PendingSocialStore {
  return {
    load() {
      try {
        const value = JSON.parse(storage.getItem(SOCIAL_LOGIN_KEY) ?? 'null') as PendingSocialLogin | null
        return value && typeof value.state === 'string' && typeof value.secret === 'string'
          ? value
          : undefined
      } catch {
        return undefined
      }
    },
    save: (login) => storage.setItem(SOCIAL_LOGIN_KEY, JSON.stringify(login)),
    clear: () => storage.removeItem(SOCIAL_LOGIN_KEY),
  }
}
