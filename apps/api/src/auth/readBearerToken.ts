import { SECRET_TOKEN_PATTERN } from './secretTokens'

/**
 * The token of an `Authorization: Bearer <token>` header, when it is one the service could have issued.
 *
 * @example
 * readBearerToken(c.req.header('authorization')) // 'q3…' or undefined
 */
export function readBearerToken(header: string | undefined): string | undefined {
  const token = /^Bearer +(\S+)$/i.exec(header?.trim() ?? '')?.[1]
  return token && SECRET_TOKEN_PATTERN.test(token) ? token : undefined
}
