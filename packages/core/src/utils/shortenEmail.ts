import { EMAIL_DISPLAY_MAX_LENGTH } from '../constants'

/**
 * Email display is shortened when over 30 characters: the last 3 are replaced by '...'.
 *
 * @example
 * shortenEmail('a.very.long.name.indeed@example.com') // 'a.very.long.name.indeed@example....'
 */
export function shortenEmail(email: string): string {
  return email.length > EMAIL_DISPLAY_MAX_LENGTH ? `${email.slice(0, -3)}...` : email
}
