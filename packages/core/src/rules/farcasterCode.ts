/** The sign-in code a Farcaster app shows: 8 letters and digits, in two groups of 4, a hyphen or space between. */
const FARCASTER_CODE = /^[0-9A-Za-z]{4}[- ]?[0-9A-Za-z]{4}$/

/**
 * Whether `code` has the shape of the sign-in code a person's Farcaster app shows them (`K7QM-2XD9`); the
 * services check the code itself.
 *
 * @example isFarcasterCode('k7qm 2xd9') // true
 */
export function isFarcasterCode(code: string): boolean {
  return FARCASTER_CODE.test(code)
}
