import type { CaipNetworkId, SiwxSession, StorageLike } from '@latch/core'
import { createStorage, defaultStorageBackend } from '@latch/core/internal'
import * as z from 'zod/mini'

/** A session as this browser keeps it: the session, and the services' id and pci when they hold it. */
export interface KeptSession extends SiwxSession {
  id?: string
  pci?: string
}

const KEY = 'siwx.sessions'

const keptSessionSchema = z.object({
  id: z.optional(z.string()),
  pci: z.optional(z.string()),
  message: z.string(),
  signature: z.string(),
  data: z.looseObject({
    accountAddress: z.string(),
    chainId: z.string().check(z.regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/)),
    domain: z.string(),
    uri: z.string(),
    version: z.string(),
    nonce: z.string(),
    issuedAt: z.string(),
    expirationTime: z.optional(z.string()),
  }),
})
const keptSessionsSchema = z.array(keptSessionSchema)

/** The sessions kept in this browser, through Latch's versioned storage (memory only when storage is unavailable). */
export interface KeptSessions {
  /** The account's sessions on the network that have not expired at `now`; all of them without `now`. */
  find(chainId: CaipNetworkId, address: string, now?: number): KeptSession[]
  all(): KeptSession[]
  replace(sessions: KeptSession[]): void
  /** Keeps `session` in place of the account's others on its network. */
  add(session: KeptSession): void
  /** Forgets the account's sessions on the network. */
  remove(chainId: CaipNetworkId, address: string): void
}

/** eip155 addresses are compared without their checksum casing; others as written. */
const sameAccount = (session: KeptSession, chainId: string, address: string) =>
  session.data.chainId === chainId &&
  (chainId.startsWith('eip155:')
    ? session.data.accountAddress.toLowerCase() === address.toLowerCase()
    : session.data.accountAddress === address)

/**
 * @example
 * const kept = keptSessions(localStorage)
 * kept.find('eip155:1', address, Date.now())
 */
export function keptSessions(backend: StorageLike | null | undefined): KeptSessions {
  const storage = createStorage(backend === undefined ? defaultStorageBackend() : backend)
  const all = (): KeptSession[] =>
    (storage.get(KEY, (raw) => keptSessionsSchema.parse(raw)) as KeptSession[] | undefined) ?? []
  const replace = (sessions: KeptSession[]) => storage.set(KEY, sessions)
  return {
    all,
    replace,
    find: (chainId, address, now) =>
      all().filter(
        (session) =>
          sameAccount(session, chainId, address) &&
          !(
            now !== undefined &&
            session.data.expirationTime &&
            Date.parse(session.data.expirationTime) <= now
          ),
      ),
    add: (session) =>
      replace([
        ...all().filter((kept) => !sameAccount(kept, session.data.chainId, session.data.accountAddress)),
        session,
      ]),
    remove: (chainId, address) => replace(all().filter((kept) => !sameAccount(kept, chainId, address))),
  }
}
