/** An embedded-wallet user as the routes answer it. */
export interface AuthUser {
  id: string
  /** Null for a user who came by a social login that vouched for no email (X, an unverified one). */
  email: string | null
  /** How this session signed in, when it was by a social provider: the provider and its name for the person. */
  social?: { provider: string; username: string | null }
  /** ISO 8601. */
  createdAt: string
}

/** The live session a bearer token names (`requireAuthSession`). */
export interface AuthSession {
  tokenHash: string
  deviceId: string
  /**
   * Its login approved a new device of an existing wallet by the emailed link: it may recover the wallet
   * without a fresh code, for RECOVERY_GRANT_MS after it was opened.
   */
  mayRecover: boolean
  /** When it was opened, ms since the epoch. */
  createdAt: number
  /** It recovered the wallet already (once per session). */
  recovered: boolean
  user: AuthUser
}
