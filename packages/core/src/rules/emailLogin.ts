/** An address the login can mail: one @, a dot in the domain, no spaces, at most 254 characters. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** A one-time code as the services mail it: six digits. */
const LOGIN_CODE = /^[0-9]{6}$/

/**
 * Whether `email` is an address worth sending a code to (spec §5: a valid e-mail address). The frame checks
 * it again with its own schema; this one spares a round trip for a typo.
 *
 * @example isValidEmail('ada@example.com') // true
 */
export function isValidEmail(email: string): boolean {
  return email.length <= 254 && EMAIL.test(email)
}

/** @example isLoginCode('042042') // true */
export function isLoginCode(code: string): boolean {
  return LOGIN_CODE.test(code)
}
