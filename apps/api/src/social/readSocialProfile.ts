import type { SocialProviderDefinition } from './socialProviders'

/** Who signed in with a social provider, as the services keep it. */
export interface SocialProfile {
  /** The provider's stable id for the person (never their email or name, which change). */
  subject: string
  email?: string
  /** Only a verified email may join the person to an email login's wallet. */
  emailVerified: boolean
  username?: string
}

/** The value at a dotted path (`data.id`), or undefined. */
function at(json: unknown, path: string): unknown {
  let value = json
  for (const key of path.split('.')) {
    if (typeof value !== 'object' || value === null || !Object.hasOwn(value, key)) return undefined
    value = (value as Record<string, unknown>)[key]
  }
  return value
}

/** Ids come as strings or numbers (GitHub's are numbers); anything else is no id. */
const text = (value: unknown) =>
  typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : undefined

/**
 * Reads the person from a provider's profile JSON (or ID-token claims) by the provider's field paths.
 * Returns undefined when the profile has no subject: such an answer identifies no one.
 *
 * @example readSocialProfile(SOCIAL_PROVIDERS.x, { data: { id: '42', username: 'ada' } }) // { subject: '42', username: 'ada', emailVerified: false }
 */
export function readSocialProfile(
  definition: SocialProviderDefinition,
  json: unknown,
): SocialProfile | undefined {
  const { fields } = definition
  const subject = text(at(json, fields.subject))
  if (!subject) return undefined
  const email = fields.email ? text(at(json, fields.email))?.toLowerCase() : undefined
  const verified =
    fields.emailVerified === true ? true : fields.emailVerified ? at(json, fields.emailVerified) : false
  const username = fields.username ? text(at(json, fields.username)) : undefined
  return {
    subject,
    ...(email ? { email } : {}),
    // Apple sends "true" as a string
    emailVerified: email !== undefined && (verified === true || verified === 'true'),
    ...(username ? { username } : {}),
  }
}
