import * as z from 'zod/mini'
import type { AccountTypeStore } from '../wallet/createAccountTypes'
import type {
  PendingSocialLogin,
  PendingSocialStore,
  SessionStore,
  StoredSession,
} from '../wallet/createEmbeddedWallet'

const DEVICE_ID_KEY = 'latch-frame.device-id'
const SESSION_KEY = 'latch-frame.session'
const SOCIAL_LOGIN_KEY = 'latch-frame.social-login'
const ACCOUNT_TYPES_KEY = 'latch-frame.account-types'

/** The account types kept, by user id: only known types, so a bad entry is ignored rather than trusted. */
const accountTypesSchema = z.record(
  z.string(),
  z.catch(z.optional(z.enum(['eoa', 'smartAccount'])), undefined),
)

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

/**
 * Each user's own choice of eip155 account (SET_PREFERRED_ACCOUNT), by user id, in the frame origin's
 * storage: it outlives a reload and a sign-out, and the page can neither read nor set it.
 *
 * @example const accountTypes = accountTypeStoreIn(localStorage)
 */
export function accountTypeStoreIn(storage: Storage): AccountTypeStore {
  const read = (): Record<string, 'eoa' | 'smartAccount' | undefined> => {
    try {
      const parsed = accountTypesSchema.safeParse(JSON.parse(storage.getItem(ACCOUNT_TYPES_KEY) ?? '{}'))
      return parsed.success ? parsed.data : {}
    } catch {
      return {}
    }
  }
  return {
    load: (userId) => read()[userId],
    save: (userId, type) => storage.setItem(ACCOUNT_TYPES_KEY, JSON.stringify({ ...read(), [userId]: type })),
  }
}
