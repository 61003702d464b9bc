/**
 * How long an approval holds (`validUntil` = the answer's time + this; `validAfter` = 0): the operation must
 * land within 10 minutes of `pm_getPaymasterData`, long enough for a person to approve it in the wallet and
 * the bundler to include it, short enough that a leaked approval soon expires.
 */
export const SPONSORSHIP_VALIDITY_SECONDS = 600

/**
 * Gas the paymaster's validation gets (`paymasterVerificationGasLimit`). `LatchVerifyingPaymaster` hashes the
 * operation and recovers one signature: alto estimates it at about 21,000 gas for a small operation and
 * about 50,000 with 30 KB of `callData` (hashing grows with the size); 100,000 covers any operation under
 * the services' 64 KiB body limit. Unused verification gas is not charged (EntryPoint v0.8 penalises unused
 * execution gas only); it only raises the deposit a single operation must find.
 */
export const PAYMASTER_VERIFICATION_GAS_LIMIT = 100_000n

/** The paymaster returns no context, so the EntryPoint never calls its `postOp`: no gas for it. */
export const PAYMASTER_POST_OP_GAS_LIMIT = 0n

/** The time window of one approval. */
export interface SponsorshipWindow {
  /** Last second (Unix time) the approval holds. */
  validUntil: number
  /** First second (Unix time) the approval holds: 0, at once. */
  validAfter: number
}

/**
 * The time window of an approval (the stub's and the signed one's): from now, for
 * `SPONSORSHIP_VALIDITY_SECONDS` from `nowMs`. What is sponsored at all is `sponsorUserOperation`'s to say.
 *
 * @example
 * toSponsorshipWindow(Date.parse('2026-01-01T00:00:00Z')) // { validUntil: 1767226200, validAfter: 0 }
 */
export function toSponsorshipWindow(nowMs: number): SponsorshipWindow {
  return { validUntil: Math.floor(nowMs / 1000) + SPONSORSHIP_VALIDITY_SECONDS, validAfter: 0 }
}
