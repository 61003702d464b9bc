/** Spec §5/§9: another login mail to the same address within 30 s is refused ('Please try again after N seconds'). */
export const EMAIL_COOLDOWN_MS = 30_000

/** How long a one-time code works. */
export const ONE_TIME_CODE_TTL_MS = 10 * 60_000

/** Wrong tries a code survives: the 5th wrong one invalidates it. */
export const ONE_TIME_CODE_MAX_ATTEMPTS = 5

/** How long an emailed device-approval link works. */
export const DEVICE_LINK_TTL_MS = 10 * 60_000

/** How long an email-login session lasts. */
export const AUTH_SESSION_TTL_MS = 30 * 24 * 60 * 60_000

/**
 * How long codes and links are kept past their expiry before the next issue sweeps them: long enough to
 * answer 'Code expired' rather than 'Invalid code' for a late try.
 */
export const EXPIRED_ROW_KEEP_MS = 24 * 60 * 60_000

/** How long a social login waits for the provider's answer (the person signing in there) and then for the frame. */
export const SOCIAL_LOGIN_TTL_MS = 10 * 60_000

/** Wrong codes an address may take, across all its codes, before code sign-in locks for it. */
export const CODE_FAILURE_BUDGET = 10

/** Login mails (any address) one client may ask for per window. */
export const EMAIL_STARTS_PER_CLIENT = { max: 10, windowSeconds: 600 }

/** How long an email-login session lives unused. */
export const AUTH_SESSION_IDLE_MS = 7 * 24 * 60 * 60_000
