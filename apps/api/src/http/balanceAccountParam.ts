import { z } from '@hono/zod-openapi'
import { isAddress } from '@solana/kit'
import { type AccountParam, toAccountParam } from './chainSchemas'

/** A Solana cluster's CAIP-2 id: `solana:` and 32 base58 characters (the genesis hash's start, CAIP-30). */
export const SOLANA_CAIP2_PATTERN = /^solana:[1-9A-HJ-NP-Za-km-z]{32}$/

/** Spec §5: a Solana address is 32 to 44 base58 characters (here also: decoding to 32 bytes). */
const SOLANA_ADDRESS_MESSAGE = 'must be a Solana address: 32 to 44 base58 characters (32 bytes)'

/** The account of the balance route: an eip155 one (as every account route reads it) or a Solana one. */
export type BalanceAccount =
  | ({ namespace: 'eip155' } & AccountParam)
  | {
      namespace: 'solana'
      /** Base58, checked to decode to 32 bytes. */
      address: string
      /** The cluster a CAIP-10 account names; a bare address takes it from `?chainId=`. */
      caipNetworkId?: string
    }
  | {
      namespace: 'bip122'
      /** Checked against the chain's network once its node is known. */
      address: string
      /** The chain a CAIP-10 account names; a bare address takes it from `?chainId=`. */
      caipNetworkId?: string
    }

/** A Bitcoin chain's CAIP-2 id (CAIP-4): `bip122:` and 32 hex characters of the genesis hash. */
const BITCOIN_CAIP2_PATTERN = /^bip122:[0-9a-f]{32}$/

/** What a Bitcoin address can look like before its network is known: base58 or bech32 characters. */
const BITCOIN_ADDRESS_SHAPE = /^[a-zA-Z0-9]{14,90}$/

/**
 * Parses the balance route's account: what `toAccountParam` accepts (an EVM address or a CAIP-10 eip155
 * account, read first so eip155 answers as before), a CAIP-10 `solana:<reference>:<base58>` account, or a
 * bare base58 address (its cluster then comes from `?chainId=`), a CAIP-10 `bip122:<reference>:<address>`
 * account or a bare Bitcoin address (its chain from `?chainId=`; checked against it later). A `solana:` account whose address is not
 * 32-44 base58 characters decoding to 32 bytes gets its own message; anything else `undefined`.
 *
 * @example
 * toBalanceAccount('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1:f7j7CqbpeawFNZSBSXjALTYnvyf26K2t2edEs1YyeyL')
 * // { namespace: 'solana', address: 'f7j7…yeyL', caipNetworkId: 'solana:EtWT…xqa1' }
 */
export function toBalanceAccount(value: string): BalanceAccount | { error: string } | undefined {
  const eip155 = toAccountParam(value)
  if (eip155) return { namespace: 'eip155', ...eip155 }
  const parts = value.split(':')
  if (parts.length === 1) {
    if (isAddress(value)) return { namespace: 'solana', address: value }
    return BITCOIN_ADDRESS_SHAPE.test(value) ? { namespace: 'bip122', address: value } : undefined
  }
  const [namespace, reference, address] = parts
  if (parts.length === 3 && namespace === 'bip122' && address !== undefined) {
    const caipNetworkId = `${namespace}:${reference}`
    if (!BITCOIN_CAIP2_PATTERN.test(caipNetworkId)) {
      return { error: 'must name a Bitcoin chain as bip122: and 32 hex characters' }
    }
    return BITCOIN_ADDRESS_SHAPE.test(address)
      ? { namespace: 'bip122', address, caipNetworkId }
      : { error: 'must be a Bitcoin address' }
  }
  if (parts.length !== 3 || namespace !== 'solana' || address === undefined) return undefined
  const caipNetworkId = `${namespace}:${reference}`
  if (!SOLANA_CAIP2_PATTERN.test(caipNetworkId)) {
    return { error: 'must name a Solana cluster as solana: and 32 base58 characters' }
  }
  return isAddress(address)
    ? { namespace: 'solana', address, caipNetworkId }
    : { error: SOLANA_ADDRESS_MESSAGE }
}

/** `{address}` of the balance route, parsed to `BalanceAccount`; a failure names the field. */
export const BalanceAccountParamSchema = z
  .string()
  .max(120)
  .transform((value, context) => {
    const account = toBalanceAccount(value)
    if (!account || 'error' in account) {
      context.addIssue({
        code: 'custom',
        message:
          account?.error ??
          'must be an EVM address (0x and 40 hex characters) or a CAIP-10 eip155 account id',
      })
      return z.NEVER
    }
    return account
  })
  .openapi({
    param: { name: 'address', in: 'path' },
    description:
      'An EVM address or CAIP-10 eip155 account; a CAIP-10 solana account (`solana:<reference>:<base58>`), or a base58 address with `chainId=solana:<reference>`; a CAIP-10 bip122 account, or a Bitcoin address with `chainId=bip122:<reference>`',
    example: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  })
