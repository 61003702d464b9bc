/** Spec §5: a name to register has at least 4 characters. */
export const MIN_ACCOUNT_NAME_LENGTH = 4
/** A DNS label's limit, as the name service enforces, so every name stays a valid host name. */
export const MAX_ACCOUNT_NAME_LENGTH = 63

/**
 * Why the label a person typed cannot be registered (spec §5: at least 4 characters, only letters,
 * digits and hyphen), or `undefined` when it can. The label is what comes before the service's
 * suffix: 'alice' for 'alice.latch.local'. An empty label is not refused: nothing is typed yet.
 *
 * @example checkAccountName('al') // 'A name needs at least 4 characters'
 */
export function checkAccountName(label: string): string | undefined {
  if (label === '') return undefined
  if (!/^[a-z0-9-]+$/i.test(label)) return 'Use only letters, digits and hyphens'
  if (label.length < MIN_ACCOUNT_NAME_LENGTH)
    return `A name needs at least ${MIN_ACCOUNT_NAME_LENGTH} characters`
  if (label.length > MAX_ACCOUNT_NAME_LENGTH)
    return `A name has at most ${MAX_ACCOUNT_NAME_LENGTH} characters`
  return undefined
}
