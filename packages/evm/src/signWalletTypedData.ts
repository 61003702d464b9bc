import { fromRpcError, SignMessageError, type TypedDataDefinition } from '@latch/core'
import { describeAnswer } from './describeAnswer'
import type { Eip1193Provider } from './isEip1193Provider'
import { parseSignature } from './parseSignature'

/** The EIP-712 domain fields in their canonical order, with their types. */
const DOMAIN_FIELDS = [
  ['name', 'string'],
  ['version', 'string'],
  ['chainId', 'uint256'],
  ['verifyingContract', 'address'],
  ['salt', 'bytes32'],
] as const

/**
 * Asks the wallet to sign EIP-712 `typedData` for `address` with `eth_signTypedData_v4`: the typed
 * data as JSON, `EIP712Domain` derived from the domain's fields when absent, bigints as decimal
 * strings. The wallet checks the values against the types (viem's validateTypedData would add
 * about 2 kB for a check the wallet repeats). Typed data whose `primaryType` is not among its
 * types is a `SignMessageError` before the wallet is asked; wallet errors go through
 * `fromRpcError` (4001: `UserRejectedRequestError`, -32602: `InvalidParamsRpcError`).
 *
 * @example
 * const signature = await signWalletTypedData(provider, { address, typedData: { domain, types, primaryType: 'Mail', message } })
 */
export async function signWalletTypedData(
  provider: Eip1193Provider,
  { address, typedData }: { address: string; typedData: TypedDataDefinition },
): Promise<`0x${string}`> {
  const domain = typedData.domain ?? {}
  const { primaryType, message } = typedData
  if (!Object.hasOwn(typedData.types, primaryType)) {
    throw new SignMessageError({
      details: `Invalid typed data: primaryType "${primaryType}" is not in types.`,
    })
  }
  const types = {
    EIP712Domain: DOMAIN_FIELDS.filter(([name]) => domain[name] !== undefined).map(([name, type]) => ({
      name,
      type,
    })),
    ...typedData.types,
  }
  const json = JSON.stringify({ domain, types, primaryType, message }, (_, value: unknown) =>
    typeof value === 'bigint' ? value.toString() : value,
  )
  let answer: unknown
  try {
    answer = await provider.request({ method: 'eth_signTypedData_v4', params: [address, json] })
  } catch (error) {
    throw fromRpcError(error)
  }
  const signature = parseSignature(answer)
  if (!signature) {
    throw new SignMessageError({
      details: `The wallet answered eth_signTypedData_v4 with ${describeAnswer(answer)}, not a signature (64 or more bytes of hex).`,
    })
  }
  return signature
}
