/** An email-login user as the routes answer it. */
export interface AuthUser {
  id: string
  email: string
  /** ISO 8601. */
  createdAt: string
}

/** The live session a bearer token names (`requireAuthSession`). */
export interface AuthSession {
  tokenHash: string
  deviceId: string
  user: AuthUser
}
