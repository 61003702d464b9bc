/** A provider that did not answer as OAuth 2 says (a refused code, a broken answer, no answer). */
export class SocialProviderError extends Error {
  override name = 'SocialProviderError'
}

/** A provider that does not answer within this long fails the login instead of holding the callback. */
export const SOCIAL_PROVIDER_TIMEOUT_MS = 10_000
