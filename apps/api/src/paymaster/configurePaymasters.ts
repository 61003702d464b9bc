import { type Address, getAddress, type Hex, type LocalAccount } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { z } from 'zod'
import {
  type SponsorshipLimits,
  SponsorshipLimitsConfigShape,
  toSponsorshipLimits,
} from './sponsorshipLimits'

const ContractAddressSchema = z
  .string()
  .regex(/^0x[0-9a-fA-F]{40}$/, 'must be a contract address (0x and 40 hex characters)')
  .transform((address) => getAddress(address))

/** Whether viem accepts the key (not 0, below the curve's order). Its own error is never shown: it could quote the key. */
function isSigningKey(key: string): boolean {
  try {
    privateKeyToAccount(key as Hex)
    return true
  } catch {
    return false
  }
}

/**
 * One chain's verifying paymaster as an operator configures it (an entry of LATCH_PAYMASTERS): the contracts,
 * the signer's key, the account factory whose accounts it sponsors, and its limits (`sponsorshipLimits.ts`;
 * defaults `SPONSORSHIP_LIMIT_DEFAULTS`). The messages never quote a value, so a mistyped key is never printed.
 */
export const PaymasterConfigSchema = z.strictObject({
  chainId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  /** The EntryPoint the paymaster is deployed for (v0.8: `0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108`). */
  entryPoint: ContractAddressSchema,
  /** The `LatchVerifyingPaymaster` (or a paymaster checking the same hash) holding the deposit. */
  paymaster: ContractAddressSchema,
  /**
   * The factory of the embedded wallet's smart accounts on this chain (`LatchAccountFactory`, the frame's
   * `accountFactory`): the paymaster sponsors only the signed-in person's account of this factory.
   */
  accountFactory: ContractAddressSchema,
  /** Its `verifyingSigner`'s private key. */
  signerKey: z
    .string()
    .regex(/^0x[0-9a-fA-F]{64}$/, 'must be a private key (0x and 64 hex characters)')
    .refine(isSigningKey, 'must be a secp256k1 private key (not 0, below the curve order)')
    .transform((key) => key as Hex),
  /** Shown to the person by wallets that read ERC-7677's `sponsor` (default none). */
  sponsorName: z.string().min(1).max(100).optional(),
  ...SponsorshipLimitsConfigShape,
})

/** LATCH_PAYMASTERS: a paymaster per chain, each chain once. */
export const PaymastersConfigSchema = z
  .array(PaymasterConfigSchema)
  .max(100)
  .refine((list) => new Set(list.map((entry) => entry.chainId)).size === list.length, 'each chainId once')

/**
 * A chain's paymaster as configured: `{ chainId, entryPoint, paymaster, accountFactory, signerKey, sponsorName?,
 * maxCallGasLimit?, maxVerificationGasLimit?, maxPreVerificationGas?, baseFeeMultiplier?,
 * maxPriorityFeePerGasWei?, userDailyBudgetWei?, projectDailyBudgetWei? }` (wei as decimal strings).
 */
export type PaymasterConfig = z.input<typeof PaymasterConfigSchema>

/** A paymaster the services sign for: its key is inside `signer`, a viem account that signs and never shows it. */
export interface ConfiguredPaymaster {
  chainId: number
  entryPoint: Address
  paymaster: Address
  accountFactory: Address
  signer: LocalAccount
  sponsor?: { name: string }
  limits: SponsorshipLimits
}

/** LATCH_PAYMASTERS as parsed: keys still as hex, limits as bigints. */
export type ParsedPaymasterConfig = z.output<typeof PaymasterConfigSchema>

/**
 * The parsed entries (`PaymastersConfigSchema`) as the services hold them, by chain id: each key turned into a
 * signing account at once, each limit the operator left out its default.
 *
 * @example
 * const paymasters = toConfiguredPaymasters(PaymastersConfigSchema.parse(JSON.parse(env.LATCH_PAYMASTERS)))
 */
export function toConfiguredPaymasters(
  parsed: readonly ParsedPaymasterConfig[],
): Map<number, ConfiguredPaymaster> {
  return new Map(
    parsed.map(({ chainId, entryPoint, paymaster, accountFactory, signerKey, sponsorName, ...limits }) => [
      chainId,
      {
        chainId,
        entryPoint,
        paymaster,
        accountFactory,
        signer: privateKeyToAccount(signerKey),
        ...(sponsorName ? { sponsor: { name: sponsorName } } : {}),
        limits: toSponsorshipLimits(limits),
      },
    ]),
  )
}

/**
 * The paymasters an operator configured, by chain id, each key turned into a signing account at once, so
 * the settings the app holds (and whatever might print them) carry no key. Throws naming the entry and
 * field, never the value, when one is invalid.
 *
 * @example
 * await startApiServer({ …, paymasters: configurePaymasters([{ chainId: 31337, entryPoint, paymaster, accountFactory, signerKey }]) })
 */
export function configurePaymasters(config: readonly PaymasterConfig[]): Map<number, ConfiguredPaymaster> {
  const parsed = PaymastersConfigSchema.safeParse(config)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw new Error(`Invalid paymasters: ${issue?.path.join('.') || 'value'}: ${issue?.message}`)
  }
  return toConfiguredPaymasters(parsed.data)
}
