import { z } from 'zod'

/** A CAIP-2 chain id: `namespace:reference`, e.g. `eip155:1` or `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp`. */
export const CAIP2_PATTERN = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/

/** Wallet registry ids: lower-case letters, digits and dashes. */
export const WALLET_ID_PATTERN = /^[a-z0-9][a-z0-9-]{0,63}$/

const FORBIDDEN_SCHEMES = new Set(['javascript:', 'data:', 'vbscript:', 'file:', 'blob:'])

/** A deep link: any URL scheme a wallet registers (`metamask://`, `https://…`) except script-like ones. */
const deepLink = z
  .string()
  .max(512)
  .refine((value) => {
    try {
      return !FORBIDDEN_SCHEMES.has(new URL(value).protocol)
    } catch {
      return false
    }
  }, 'must be a URL such as wallet:// or https://…, not javascript:, data: or file:')

const webLink = z.url({ protocol: /^https?$/ }).max(512)

/**
 * One wallet of a registry file; links and rdns may be null or left out. Unknown fields are refused, so a
 * typo is reported, not ignored.
 */
export const WalletEntrySchema = z
  .object({
    id: z.string().regex(WALLET_ID_PATTERN, 'must be lower-case letters, digits and dashes (max 64)'),
    name: z.string().trim().min(1).max(100),
    rdns: z
      .string()
      .regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/i, 'must be a reverse-DNS name such as io.metamask')
      .max(255)
      .nullable()
      .default(null),
    homepage: webLink.nullable().default(null),
    mobile_link: deepLink.nullable().default(null),
    desktop_link: deepLink.nullable().default(null),
    webapp_link: webLink.nullable().default(null),
    chains: z.array(z.string().regex(CAIP2_PATTERN, 'must be a CAIP-2 id such as eip155:1')).min(1).max(200),
    badge_type: z.enum(['certified', 'none']),
    /** Listing order (lower first); defaults to the entry's position in the file. */
    order: z.number().int().min(0).max(1_000_000).optional(),
  })
  .strict()

export type WalletEntry = z.infer<typeof WalletEntrySchema>

/** A registry file: `{ "version": 1, "wallets": [ … ] }` with unique ids. */
export const WalletRegistrySchema = z
  .object({
    version: z.literal(1),
    wallets: z.array(WalletEntrySchema).max(100_000),
  })
  .strict()
  .superRefine((registry, context) => {
    const seen = new Map<string, number>()
    registry.wallets.forEach((wallet, index) => {
      const first = seen.get(wallet.id)
      if (first !== undefined) {
        context.addIssue({
          code: 'custom',
          path: ['wallets', index, 'id'],
          message: `duplicate id "${wallet.id}" (first at wallets[${first}])`,
        })
      } else seen.set(wallet.id, index)
    })
  })

export type WalletRegistry = z.infer<typeof WalletRegistrySchema>
