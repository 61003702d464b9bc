import type { NameAction, NameMessage } from '@latch/core/internal'
import { verifyEip155Signature } from '@latch/siwx'
import { isAddressEqual } from 'viem'
import { chainClientFor } from '../chain/chainClientFor'
import { toEvmAddress } from '../http/chainSchemas'
import { ApiError } from '../http/errors'
import type { AppDeps } from '../http/types'
import { DEFAULT_PUBLIC_URL } from '../tokens/tokenIconUrl'
import { toChainIdFromCoinType } from './coinType'
import { parseNameMessage } from './nameMessage'
import { DEFAULT_NAME_SUFFIX, normalizeName } from './nameRules'

/** The body of every name-service write (spec §7's `POST /v1/profile/account`). */
export interface NameWriteBody {
  coin_type: number
  address: string
  message: string
  signature: string
}

/**
 * A write the service has verified: the name, its coin type and the address that signed for it, and the
 * message's timestamp (how long it could still be replayed: see useNameMessageOnce).
 */
export type VerifiedNameWrite = Pick<
  NameMessage,
  'name' | 'attributes' | 'coinType' | 'address' | 'timestamp'
>

const mismatch = (field: string, reason: string) =>
  new ApiError('NAME_MESSAGE_MISMATCH', `message: ${field} ${reason}; sign a new message.`)

/**
 * Checks a signed name-service write, cheapest first: the coin type (400 INVALID_COIN_TYPE), the message's
 * form and age (400 INVALID_BODY, MESSAGE_EXPIRED), then every field against this service and this request
 * (400 NAME_MESSAGE_MISMATCH naming the field: action, service host, suffix, name, address, coin type,
 * chain), the name rules (400 INVALID_NAME), and last the signature (401 INVALID_SIGNATURE): EIP-191 by
 * the address, or for a contract account ERC-1271 / ERC-6492 on the message's chain when it is served;
 * high-s signatures are refused.
 *
 * @example
 * const write = await verifyNameWrite(c.var.deps, body, { action: 'release', name: 'alice.latch.local' })
 */
export async function verifyNameWrite(
  deps: AppDeps,
  body: NameWriteBody,
  expected: { action: NameAction; name?: string },
): Promise<VerifiedNameWrite> {
  const chainId = toChainIdFromCoinType(body.coin_type)
  const message = parseNameMessage(body.message, deps.now?.() ?? Date.now())
  const service = new URL(deps.publicUrl ?? DEFAULT_PUBLIC_URL).host
  const suffix = deps.nameSuffix ?? DEFAULT_NAME_SUFFIX
  if (message.action !== expected.action)
    throw mismatch('action', `is '${message.action}' but this call is '${expected.action}'`)
  if (message.service !== service)
    throw mismatch('service', `is ${message.service} but this service is ${service}`)
  if (message.suffix !== suffix)
    throw mismatch('suffix', `is ${message.suffix} but this service's names end in ${suffix}`)
  const { name } = normalizeName(message.name, suffix)
  if (message.name !== name) throw mismatch('name', `must be written as ${name}`)
  if (expected.name !== undefined && normalizeName(expected.name, suffix).name !== name)
    throw mismatch('name', `is ${name} but the request names ${expected.name}`)
  const signer = toEvmAddress(message.address)
  if (!signer || !isAddressEqual(signer, body.address as `0x${string}`))
    throw mismatch('address', `is ${message.address} but the request's address is ${body.address}`)
  if (message.coinType !== body.coin_type)
    throw mismatch('coinType', `is ${message.coinType} but the request's coin_type is ${body.coin_type}`)
  if (message.chainId !== `eip155:${chainId}`)
    throw mismatch('chainId', `is ${message.chainId} but coin type ${body.coin_type} is eip155:${chainId}`)
  const valid = await verifyEip155Signature(
    { address: signer, message: body.message, signature: body.signature },
    chainClientFor(deps.chains, message.chainId),
  ).catch(() => false)
  if (!valid) throw new ApiError('INVALID_SIGNATURE', "signature: not the address's signature over message")
  return {
    name,
    attributes: message.attributes,
    coinType: message.coinType,
    address: signer,
    timestamp: message.timestamp,
  }
}
