import { z } from 'zod'

/**
 * What a chain's paymaster sponsors at most, as the operator sets it in its LATCH_PAYMASTERS entry; each
 * field falls back to `SPONSORSHIP_LIMIT_DEFAULTS`. Wei in the chain's own coin.
 */
export interface SponsorshipLimits {
  /** The highest `callGasLimit` signed (unused call gas is still charged in part: EntryPoint v0.8's penalty). */
  maxCallGasLimit: bigint
  /** The highest `verificationGasLimit` signed (a first operation deploys the account within it). */
  maxVerificationGasLimit: bigint
  /** The highest `preVerificationGas` signed: charged whole, used or not. */
  maxPreVerificationGas: bigint
  /** `maxFeePerGas` may be at most the chain's base fee × this (in hundredths) + `maxPriorityFeePerGas`. */
  baseFeeMultiplierPercent: bigint
  /** The highest tip (`maxPriorityFeePerGas`) signed, in wei per gas; also what the fee cap adds to the base fee. */
  maxPriorityFeePerGas: bigint
  /** What one person's approvals may reserve per UTC day on the chain, in wei. */
  userDailyBudget: bigint
  /** What all approvals of one project may reserve per UTC day on the chain, in wei. */
  projectDailyBudget: bigint
}

/**
 * The limits of an operator who set none. Gas: a first operation of the Latch account (deploy and
 * validate) takes about 300,000 verification gas, a batch of token calls and a swap well under 1,000,000
 * call gas, and alto asks about 50,000 preVerificationGas on the devnet (an L2's L1 data fee asks more:
 * raise it there). Fees: three times the base fee plus a 5 gwei tip, since viem's bundler client asks
 * twice its estimate (2.4 × the base fee + twice the node's suggested tip, 1 gwei on anvil); the paymaster
 * pays at most base fee + tip per gas used, whatever `maxFeePerGas` says. Budgets: 0.05 of the chain's coin
 * per person and 5 per project per day, counted at each operation's maximum cost, so a person gets a few
 * dozen ordinary operations a day at a base fee near 1 gwei; set them for a chain whose coin is not worth
 * an ether.
 */
export const SPONSORSHIP_LIMIT_DEFAULTS: SponsorshipLimits = {
  maxCallGasLimit: 2_000_000n,
  maxVerificationGasLimit: 1_000_000n,
  maxPreVerificationGas: 500_000n,
  baseFeeMultiplierPercent: 300n,
  maxPriorityFeePerGas: 5_000_000_000n,
  userDailyBudget: 50_000_000_000_000_000n,
  projectDailyBudget: 5_000_000_000_000_000_000n,
}

/** Wei: a decimal string (amounts past 2^53 must be strings in JSON) or a safe integer. */
const WeiSchema = z
  .union([
    z.string().regex(/^(0|[1-9][0-9]{0,76})$/, 'must be wei as a decimal string, e.g. "50000000000000000"'),
    z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
  ])
  .transform((wei) => BigInt(wei))

const GasSchema = z
  .number()
  .int()
  .positive()
  .max(1_000_000_000)
  .transform((gas) => BigInt(gas))

/** The limit fields of a LATCH_PAYMASTERS entry, each optional. */
export const SponsorshipLimitsConfigShape = {
  maxCallGasLimit: GasSchema.optional(),
  maxVerificationGasLimit: GasSchema.optional(),
  maxPreVerificationGas: GasSchema.optional(),
  /** 1 to 100, in hundredths at most (1.25). */
  baseFeeMultiplier: z
    .number()
    .min(1)
    .max(100)
    .refine(
      (factor) => Math.abs(factor * 100 - Math.round(factor * 100)) < 1e-9,
      'must have at most 2 decimals',
    )
    .transform((factor) => BigInt(Math.round(factor * 100)))
    .optional(),
  maxPriorityFeePerGasWei: WeiSchema.optional(),
  userDailyBudgetWei: WeiSchema.optional(),
  projectDailyBudgetWei: WeiSchema.optional(),
}

type ParsedLimits = {
  [K in keyof typeof SponsorshipLimitsConfigShape]: z.output<(typeof SponsorshipLimitsConfigShape)[K]>
}

/**
 * The limits an entry sets, the defaults for the rest.
 *
 * @example
 * toSponsorshipLimits({ userDailyBudgetWei: 10n ** 16n }).maxCallGasLimit // 2_000_000n
 */
export function toSponsorshipLimits(parsed: Partial<ParsedLimits>): SponsorshipLimits {
  const defaults = SPONSORSHIP_LIMIT_DEFAULTS
  return {
    maxCallGasLimit: parsed.maxCallGasLimit ?? defaults.maxCallGasLimit,
    maxVerificationGasLimit: parsed.maxVerificationGasLimit ?? defaults.maxVerificationGasLimit,
    maxPreVerificationGas: parsed.maxPreVerificationGas ?? defaults.maxPreVerificationGas,
    baseFeeMultiplierPercent: parsed.baseFeeMultiplier ?? defaults.baseFeeMultiplierPercent,
    maxPriorityFeePerGas: parsed.maxPriorityFeePerGasWei ?? defaults.maxPriorityFeePerGas,
    userDailyBudget: parsed.userDailyBudgetWei ?? defaults.userDailyBudget,
    projectDailyBudget: parsed.projectDailyBudgetWei ?? defaults.projectDailyBudget,
  }
}
