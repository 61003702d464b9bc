import { z } from '@hono/zod-openapi'
import { type Address, getAddress } from 'viem'

/** Spec §5: an EVM address is an optional `0x` and 40 hex characters. */
export const EVM_ADDRESS_PATTERN = /^(0x)?[0-9a-fA-F]{40}$/

/** CAIP-2: `namespace:reference` (namespace 3-8 of `[-a-z0-9]`, reference 1-32 of `[-_a-zA-Z0-9]`). */
export const CAIP2_ID_PATTERN = /^([-a-z0-9]{3,8}):([-_a-zA-Z0-9]{1,32})$/

/** An eip155 chain reference: a positive decimal integer without leading zeros, below 2^53. */
const EIP155_REFERENCE = /^[1-9][0-9]{0,15}$/

/**
 * Reads an EVM address as spec §5 writes it (optional `0x`, 40 hex characters, any case) and returns it
 * checksummed; `undefined` for anything else.
 *
 * @example
 * toEvmAddress('f39fd6e51aad88f6f4ce6ab8827279cfffb92266') // '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
 */
export function toEvmAddress(value: string): Address | undefined {
  if (!EVM_ADDRESS_PATTERN.test(value)) return undefined
  return getAddress(value.startsWith('0x') ? value : `0x${value}`)
}

/**
 * The numeric chain id of an `eip155:<id>` CAIP-2 id; `undefined` for another namespace.
 * Throws for a malformed id (a zod refinement rejects those before).
 *
 * @example
 * toEip155ChainId('eip155:31337') // 31337
 * toEip155ChainId('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp') // undefined
 */
export function toEip155ChainId(caip2: string): number | undefined {
  const [, namespace, reference] = CAIP2_ID_PATTERN.exec(caip2) ?? []
  if (!namespace || !reference) throw new Error(`not a CAIP-2 id: ${caip2}`)
  if (namespace !== 'eip155') return undefined
  return Number(reference)
}

function isValidCaip2(value: string): boolean {
  const [, namespace, reference] = CAIP2_ID_PATTERN.exec(value) ?? []
  if (!namespace || !reference) return false
  return (
    namespace !== 'eip155' || (EIP155_REFERENCE.test(reference) && Number.isSafeInteger(Number(reference)))
  )
}

/** A CAIP-2 chain id (`eip155:1`, `solana:…`); eip155 references must be decimal chain ids. */
export const Caip2Schema = z
  .string()
  .max(41)
  .refine(isValidCaip2, 'must be a CAIP-2 chain id such as eip155:1')

/** The account of a path: an EVM address, or a CAIP-10 `eip155:<chainId>:<address>` naming its chain. */
export interface AccountParam {
  address: Address
  /** The chain a CAIP-10 account names. */
  chainId?: number
}

/**
 * Parses an account path segment: an EVM address (spec §5) or a CAIP-10 id of exactly three non-empty
 * parts in the eip155 namespace; `undefined` for anything else.
 *
 * @example
 * toAccountParam('eip155:1:0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266') // { address: '0xf39F…2266', chainId: 1 }
 */
export function toAccountParam(value: string): AccountParam | undefined {
  const parts = value.split(':')
  if (parts.length === 1) {
    const address = toEvmAddress(value)
    return address ? { address } : undefined
  }
  if (parts.length !== 3 || parts.some((part) => part === '')) return undefined
  const [namespace, reference, raw] = parts as [string, string, string]
  if (namespace !== 'eip155' || !isValidCaip2(`${namespace}:${reference}`)) return undefined
  const address = toEvmAddress(raw)
  return address ? { address, chainId: Number(reference) } : undefined
}

/** `{address}` in a path: an EVM address or a CAIP-10 eip155 account, parsed to `AccountParam`. */
export const AccountParamSchema = z
  .string()
  .max(120)
  .transform((value, context) => {
    const account = toAccountParam(value)
    if (!account) {
      context.addIssue({
        code: 'custom',
        message: 'must be an EVM address (0x and 40 hex characters) or a CAIP-10 eip155 account id',
      })
      return z.NEVER
    }
    return account
  })

/**
 * The account routes' path parameter (`{address}` or `{account}`), documented for OpenAPI.
 *
 * @example params: accountPathParams('address')
 */
export function accountPathParams<Name extends 'address' | 'account'>(name: Name) {
  const param = AccountParamSchema.openapi({
    param: { name, in: 'path' },
    description: 'An EVM address, or a CAIP-10 eip155 account (which sets the chain)',
    example: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  })
  return z.object({ [name]: param } as { [key in Name]: typeof param })
}

/** An EVM address in a body or path, returned checksummed. */
export const EvmAddressSchema = z
  .string()
  .max(42)
  .transform((value, context) => {
    const address = toEvmAddress(value)
    if (!address) {
      context.addIssue({ code: 'custom', message: 'must be an EVM address: 0x and 40 hex characters' })
      return z.NEVER
    }
    return address
  })
