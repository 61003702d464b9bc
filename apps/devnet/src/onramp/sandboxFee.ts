/**
 * The sandbox charges what meld publishes (the services' meld provider quotes the same): 2 % under 100
 * US dollars, 1.5 % under 1,000, 1 % above. Answers what reaches the wallet, in cents.
 *
 * @example
 * afterSandboxFee(5000n) // 4900n
 */
export function afterSandboxFee(cents: bigint): bigint {
  const bps = cents < 10_000n ? 200n : cents < 100_000n ? 150n : 100n
  return cents - (cents * bps + 5_000n) / 10_000n
}

/**
 * Cents as a decimal with two places.
 *
 * @example
 * formatSandboxCents(4900n) // '49.00'
 */
export function formatSandboxCents(cents: bigint): string {
  return `${cents / 100n}.${(cents % 100n).toString().padStart(2, '0')}`
}
