import { isSameHash } from './isSameHash'
import { hashSecretToken } from './secretTokens'

/** What a social or Farcaster login row keeps of who may finish it. */
export interface FrameLoginRow {
  usedAt: Date | null
  expiresAt: Date
  projectId: string
  deviceId: string
  secretHash: string
}

/**
 * Whether the frame finishing a social or Farcaster login is the one that started it: the login is unused
 * and unexpired, for the same project and device, and the frame holds its secret (compared in constant time).
 *
 * @example if (!isOwnLogin(login, { ...params, now })) throw unknownLogin()
 */
export function isOwnLogin(
  login: FrameLoginRow | undefined,
  caller: { projectId: string; deviceId: string; secret: string; now: number },
): login is FrameLoginRow {
  return (
    login !== undefined &&
    !login.usedAt &&
    login.expiresAt.getTime() > caller.now &&
    login.projectId === caller.projectId &&
    login.deviceId === caller.deviceId &&
    isSameHash(login.secretHash, hashSecretToken(caller.secret))
  )
}
