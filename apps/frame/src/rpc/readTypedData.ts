import type { TypedDataDefinition } from 'viem'
import * as z from 'zod/mini'
import type { FrameChain } from '../chains/frameChain'
import { type FrameText, phrase } from '../i18n/phrase'
import { typedDataLine } from './callLines'
import { escapeUnseen } from './escapeUnseen'
import { invalidParams } from './rpcErrors'

const fieldSchema = z.strictObject({ name: z.string(), type: z.string() })

/** EIP-712's domain: only the five fields the standard names, each of its type. */
const domainSchema = z.strictObject({
  name: z.optional(z.string()),
  version: z.optional(z.string()),
  chainId: z.optional(
    z.union([z.int().check(z.nonnegative()), z.string().check(z.regex(/^(0x[0-9a-fA-F]+|\d+)$/))]),
  ),
  verifyingContract: z.optional(z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/))),
  salt: z.optional(z.string().check(z.regex(/^0x[0-9a-fA-F]{64}$/))),
})

/** EIP-712 typed data as `eth_signTypedData_v4` carries it, checked before anything is shown. */
const typedDataSchema = z.strictObject({
  types: z.record(z.string(), z.array(fieldSchema)),
  primaryType: z.string(),
  domain: z.optional(domainSchema),
  message: z.record(z.string(), z.unknown()),
})

type Types = Record<string, { name: string; type: string }[]>

/** What the screen shows of typed data and what is signed: its domain as the person reads it. */
export interface ReadTypedData {
  typed: TypedDataDefinition
  /** The approval's lines: the domain's name and primary type, its chain, its contract, the message. */
  lines: FrameText[]
}

/**
 * Every field of `value` (a `typeName` struct) is one its type declares, and every declared field is there,
 * down through nested structs and arrays: a field no type covers would be shown but not signed (or signed as
 * the person never read it), so it is refused.
 */
function requireCovered(types: Types, typeName: string, value: unknown, path: string): void {
  const array = /^(.*)\[(\d*)\]$/.exec(typeName)
  if (array) {
    if (!Array.isArray(value)) throw invalidParams(`${path} is not an array`)
    for (const [index, item] of value.entries()) requireCovered(types, array[1]!, item, `${path}[${index}]`)
    return
  }
  const fields = types[typeName]
  if (!fields) return // an atomic type: its value is checked when it is encoded
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw invalidParams(`${path} is not a ${typeName}`)
  const declared = new Set(fields.map((field) => field.name))
  for (const key of Object.keys(value))
    if (!declared.has(key)) throw invalidParams(`${path}.${key} is not a field of ${typeName}`)
  for (const field of fields) {
    if (!(field.name in value)) throw invalidParams(`${path}.${field.name} is missing`)
    requireCovered(types, field.type, (value as Record<string, unknown>)[field.name], `${path}.${field.name}`)
  }
}

/**
 * The typed data of `eth_signTypedData_v4` (JSON or an object), checked for what the person reads to be what
 * is signed, each refusal -32602 before the person is asked:
 * - the domain holds only EIP-712's fields, and `EIP712Domain`, when given, declares exactly those it holds
 *   (else a field shown would not be signed);
 * - `domain.chainId`, when given, is the chain in force: a signature for another chain is refused;
 * - the message holds exactly the fields its types declare, nested structs and arrays included.
 * The lines name the domain and primary type, the chain (or that none binds it), the verifying contract, and
 * the message with invisible characters escaped.
 *
 * @example const { typed, lines } = readTypedData(params[1], chain)
 */
export function readTypedData(data: unknown, chain: FrameChain): ReadTypedData {
  let json: unknown
  try {
    json = typeof data === 'string' ? JSON.parse(data) : data
  } catch {
    throw invalidParams('eth_signTypedData_v4 wants typed data JSON')
  }
  const parsed = typedDataSchema.safeParse(json)
  if (!parsed.success)
    throw invalidParams('eth_signTypedData_v4 wants types, a primary type, a message and an EIP-712 domain')
  const { types, primaryType, domain = {}, message } = parsed.data
  const domainType = types.EIP712Domain
  if (domainType) {
    const declared = domainType.map((field) => field.name).sort()
    const held = Object.keys(domain).sort()
    if (declared.join() !== held.join())
      throw invalidParams('EIP712Domain does not declare the domain’s fields')
  }
  if (primaryType === 'EIP712Domain' || !types[primaryType])
    throw invalidParams(`the primary type ${primaryType.slice(0, 64)} has no type`)
  if (domain.chainId !== undefined && BigInt(domain.chainId) !== BigInt(chain.id))
    throw invalidParams(`the typed data is for chain ${String(domain.chainId).slice(0, 80)}, not ${chain.id}`)
  requireCovered(types, primaryType, message, 'message')
  return {
    // checked above; viem's type spells out every Solidity type name, which a record of strings cannot
    typed: { types, primaryType, domain, message } as unknown as TypedDataDefinition,
    lines: [
      typedDataLine(domain.name === undefined ? undefined : escapeUnseen(domain.name), primaryType),
      domain.chainId === undefined
        ? phrase('line.anyChain')
        : phrase('line.chainId', { chainId: `${chain.id} (${chain.name})` }),
      ...(domain.verifyingContract
        ? [phrase('line.verifyingContract', { address: domain.verifyingContract })]
        : []),
      escapeUnseen(JSON.stringify(message, null, 2)),
    ],
  }
}
