import * as z from 'zod/mini'
import { isSolanaAccountAddress } from './isSolanaAccountAddress'

const accountSchema = z.object({
  address: z.string(),
  chains: z.optional(z.array(z.string())),
})
const accountsSchema = z.array(accountSchema)

/** A wallet-standard account the adapter can use: a Solana address and the clusters it is granted for. */
export interface StandardAccount {
  address: string
  chains: string[]
}

/**
 * Validates what a wallet-standard wallet answers as its accounts (to `standard:connect` or in a change
 * event) and keeps the Solana ones: a valid address, and a `solana:` chain when the account lists any
 * chain (a multichain wallet puts its EVM accounts in the same list). `undefined` when the answer is not
 * a list of accounts at all.
 *
 * @example
 * parseStandardAccounts([{ address: '7EcD…', chains: ['solana:mainnet'] }]) // [{ address: '7EcD…', chains: [...] }]
 */
export function parseStandardAccounts(value: unknown): StandardAccount[] | undefined {
  const result = accountsSchema.safeParse(value)
  if (!result.success) return undefined
  return result.data
    .map(({ address, chains }) => ({ address, chains: chains ?? [] }))
    .filter(
      ({ address, chains }) =>
        isSolanaAccountAddress(address) &&
        (chains.length === 0 || chains.some((chain) => chain.startsWith('solana:'))),
    )
}
