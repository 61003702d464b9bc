import { ApiError } from '../http/errors'

/** The default suffix of the name service on the devnet: `alice` is registered as `alice.latch.local`. */
export const DEFAULT_NAME_SUFFIX = '.latch.local'

/** Spec §5: at least 4 characters, only letters, digits and hyphen (ASCII: no look-alike letters). */
const LABEL_PATTERN = /^[a-z0-9-]+$/
export const MIN_LABEL_LENGTH = 4
/** A DNS label's limit, so every name stays a valid host name. */
export const MAX_LABEL_LENGTH = 63

/** A name split into the label a user chose and the service's full name. */
export interface NormalizedName {
  /** e.g. `alice` */
  label: string
  /** e.g. `alice.latch.local` */
  name: string
}

/**
 * Checks a name against spec §5 and returns it lower-cased with the service's suffix: `Alice`,
 * `alice` and `alice.latch.local` are one name. Throws 400 INVALID_NAME for a label under 4 characters,
 * over 63, with a character other than a letter, digit or hyphen, or with another suffix.
 *
 * @example
 * normalizeName('Alice', '.latch.local') // { label: 'alice', name: 'alice.latch.local' }
 * normalizeName('al', '.latch.local') // throws ApiError INVALID_NAME
 */
export function normalizeName(input: string, suffix: string): NormalizedName {
  const lower = input.trim().toLowerCase()
  const label = lower.endsWith(suffix) ? lower.slice(0, -suffix.length) : lower
  if (label.includes('.')) {
    throw new ApiError('INVALID_NAME', `Names end in ${suffix}; "${input}" has another suffix.`)
  }
  if (!LABEL_PATTERN.test(label)) {
    throw new ApiError('INVALID_NAME', 'A name may use only letters, digits and hyphens.')
  }
  if (label.length < MIN_LABEL_LENGTH) {
    throw new ApiError('INVALID_NAME', `A name needs at least ${MIN_LABEL_LENGTH} characters.`)
  }
  if (label.length > MAX_LABEL_LENGTH) {
    throw new ApiError('INVALID_NAME', `A name has at most ${MAX_LABEL_LENGTH} characters.`)
  }
  return { label, name: `${label}${suffix}` }
}
