import { concat, encodeAbiParameters, type Hex } from 'viem'

/**
 * A well-formed signature nobody made (low `s`, so the paymaster runs the same recovery as for a real one):
 * what stub paymaster data carries while the bundler estimates gas.
 */
export const PAYMASTER_STUB_SIGNATURE: Hex = `0x${'11'.repeat(32)}${'22'.repeat(32)}1b`

export interface EncodePaymasterDataParameters {
  /** Last second (Unix time) the approval holds; 0: no end. */
  validUntil: number
  /** First second (Unix time) the approval holds. */
  validAfter: number
  /** The signer's 65-byte signature; stub data (ERC-7677 `pm_getPaymasterStubData`) takes the stub one. */
  signature: Hex
}

/**
 * `LatchVerifyingPaymaster`'s `paymasterData`: `abi.encode(uint48 validUntil, uint48 validAfter) ‖ signature`.
 *
 * @example
 * const stub = encodePaymasterData({ validUntil: 0, validAfter: 0, signature: PAYMASTER_STUB_SIGNATURE })
 */
export function encodePaymasterData(params: EncodePaymasterDataParameters): Hex {
  return concat([
    encodeAbiParameters([{ type: 'uint48' }, { type: 'uint48' }], [params.validUntil, params.validAfter]),
    params.signature,
  ])
}
