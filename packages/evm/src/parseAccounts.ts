import { type Address, getAddress } from 'viem'
import * as z from 'zod/mini'

const accountsSchema = z.array(z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/)))

/**
 * Validates a wallet's list of accounts (`eth_accounts`, `eth_requestAccounts`, `accountsChanged`)
 * and checksums each address. `undefined` when the answer is not a list of EVM addresses.
 *
 * @example
 * parseAccounts(['0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266']) // ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266']
 * parseAccounts('nope') // undefined
 */
export function parseAccounts(value: unknown): Address[] | undefined {
  const result = accountsSchema.safeParse(value)
  // viem's getAddress ignores the input's casing, so lower-case answers pass and come out checksummed.
  return result.success ? result.data.map((address) => getAddress(address)) : undefined
}
