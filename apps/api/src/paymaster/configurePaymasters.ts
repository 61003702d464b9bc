import { type Address, getAddress, type Hex, type LocalAccount } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { z } from 'zod'

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
 * One chain's verifying paymaster as an operator configures it (an entry of LATCH_PAYMASTERS). The messages
 * never quote a value, so a mistyped key is never printed.
 */
export const PaymasterConfigSchema = z.strictObject({
  chainId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  /** The EntryPoint the paymaster is deployed for (v0.8: `0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108`). */
  entryPoint: ContractAddressSchema,
  /** The `LatchVerifyingPaymaster` (or a paymaster checking the same hash) holding the deposit. */
  paymaster: ContractAddressSchema,
  /** Its `verifyingSigner`'s private key. */
  signerKey: z
    .string()
    .regex(/^0x[0-9a-fA-F]{64}$/, 'must be a private key (0x and 64 hex characters)')
    .refine(isSigningKey, 'must be a secp256k1 private key (not 0, below the curve order)')
    .transform((key) => key as Hex),
  /** Shown to the person by wallets that read ERC-7677's `sponsor` (default none). */
  sponsorName: z.string().min(1).max(100).optional(),
})

/** LATCH_PAYMASTERS: a paymaster per chain, each chain once. */
export const PaymastersConfigSchema = z
  .array(PaymasterConfigSchema)
  .max(100)
  .refine((list) => new Set(list.map((entry) => entry.chainId)).size === list.length, 'each chainId once')

/** A chain's paymaster as configured: `{ chainId, entryPoint, paymaster, signerKey, sponsorName? }`. */
export type PaymasterConfig = z.input<typeof PaymasterConfigSchema>

/** A paymaster the services sign for: its key is inside `signer`, a viem account that signs and never shows it. */
export interface ConfiguredPaymaster {
  chainId: number
  entryPoint: Address
  paymaster: Address
  signer: LocalAccount
  sponsor?: { name: string }
}

/**
 * The paymasters an operator configured, by chain id, each key turned into a signing account at once, so
 * the settings the app holds (and whatever might print them) carry no key. Throws naming the entry and
 * field, never the value, when one is invalid.
 *
 * @example
 * await startApiServer({ …, paymasters: configurePaymasters([{ chainId: 31337, entryPoint, paymaster, signerKey }]) })
 */
export function configurePaymasters(config: readonly PaymasterConfig[]): Map<number, ConfiguredPaymaster> {
  const parsed = PaymastersConfigSchema.safeParse(config)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw new Error(`Invalid paymasters: ${issue?.path.join('.') || 'value'}: ${issue?.message}`)
  }
  return new Map(
    parsed.data.map(({ chainId, entryPoint, paymaster, signerKey, sponsorName }) => [
      chainId,
      {
        chainId,
        entryPoint,
        paymaster,
        signer: privateKeyToAccount(signerKey),
        ...(sponsorName ? { sponsor: { name: sponsorName } } : {}),
      },
    ]),
  )
}
