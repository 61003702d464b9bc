import { FrameChannelError } from '@latch/frame-protocol'
import { type Address, isAddressEqual } from 'viem'

/**
 * 4100 for a call to the smart account itself: through its own `execute` it may change its owner
 * (`transferOwnership`), its code (`upgradeToAndCall`) or its storage, which no page may ask for behind an
 * approval showing only hex. The frame never sends one.
 *
 * @example refuseSelfCalls(calls, smartAccount.address)
 */
export function refuseSelfCalls(calls: readonly { to: Address }[], smartAccount: Address): void {
  if (calls.some((call) => isAddressEqual(call.to, smartAccount)))
    throw new FrameChannelError(
      'FRAME_REQUEST_FAILED',
      'A page may not call the smart account itself: that could change its owner or its code',
      { rpcCode: 4100 },
    )
}
