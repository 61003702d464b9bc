/**
 * Spec §5/§9: another login mail to the same address within 30 s is refused ('Please try again after N
 * seconds'), per client: one client asking every 30 s never holds the address for another.
 */
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

/**
 * Wrong codes an address may take, across all its codes, within CODE_LOCK_MS of the first: the last one
 * locks code sign-in for the address for CODE_LOCK_MS and mails the person. 10 guesses a day at a
 * six-digit code is about 0.4 % a year for one address, and only a device the address approved is ever
 * sent a code, so a stranger cannot lock anyone out.
 */
export const CODE_FAILURE_BUDGET = 10

/** How long the failure budget's window, and then its lock, last. */
export const CODE_LOCK_MS = 24 * 60 * 60_000

/**
 * Mails with a code or a link (logins, email changes, recovery codes) one client may cause per window,
 * across every address (`loginMailLimit` overrides it).
 */
export const EMAIL_STARTS_PER_CLIENT = { max: 10, windowSeconds: 600 }

/**
 * How long after its login a session whose device the emailed link approved may recover the wallet
 * without a fresh code: the frame recovers at once, so a token copied later gets nothing.
 */
export const RECOVERY_GRANT_MS = 10 * 60_000

/** How long an email-login session lives unused: each call made with it moves its last use. */
export const AUTH_SESSION_IDLE_MS = 7 * 24 * 60 * 60_000

/** A session's last use is written at most this often (each call reads it; few calls write). */
export const AUTH_SESSION_TOUCH_MS = 60_000

/** How long the old address's undo link works after an email change. */
export const EMAIL_UNDO_TTL_MS = 7 * 24 * 60 * 60_000
