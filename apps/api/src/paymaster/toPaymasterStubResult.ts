import { numberToHex } from 'viem'
import type { ConfiguredPaymaster } from './configurePaymasters'
import { encodePaymasterData, PAYMASTER_STUB_SIGNATURE } from './encodePaymasterData'
import type { PaymasterStubResult } from './paymasterRpcSchemas'
import {
  PAYMASTER_POST_OP_GAS_LIMIT,
  PAYMASTER_VERIFICATION_GAS_LIMIT,
  type SponsorshipWindow,
} from './sponsorshipPolicy'

/**
 * ERC-7677's `pm_getPaymasterStubData` answer: the paymaster, data of the final length with the stub
 * signature (the bundler estimates gas with it; the paymaster's validation fails softly, so estimation
 * goes on), the paymaster's own gas limits and `isFinal: false` (`pm_getPaymasterData` signs after).
 *
 * @example
 * toPaymasterStubResult(paymasters.get(31337)!, toSponsorshipWindow(Date.now()))
 */
export function toPaymasterStubResult(
  paymaster: ConfiguredPaymaster,
  window: SponsorshipWindow,
): PaymasterStubResult {
  return {
    paymaster: paymaster.paymaster,
    paymasterData: encodePaymasterData({ ...window, signature: PAYMASTER_STUB_SIGNATURE }),
    paymasterVerificationGasLimit: numberToHex(PAYMASTER_VERIFICATION_GAS_LIMIT),
    paymasterPostOpGasLimit: numberToHex(PAYMASTER_POST_OP_GAS_LIMIT),
    isFinal: false,
    ...(paymaster.sponsor ? { sponsor: paymaster.sponsor } : {}),
  }
}
