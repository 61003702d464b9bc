import { mountLatch } from '../actions/mountLatch'
import type { LatchConfig } from '../config/types'
import { createLatch } from '../createLatch'
import type { LatchError } from '../errors/LatchError'
import type { Latch } from '../latch'
import { getLatchInternal } from '../latch'
import { devnetA, devnetB } from './networks'
import { type TestSmartAccount, twoWalletsAdapter } from './twoWalletsAdapter'

/** The embedded wallet's smart account in these tests (its EOA is twoWalletsAdapter's AUTH address). */
export const SMART_ACCOUNT_ADDRESS = '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0'

/**
 * Test support only: a mounted Latch on devnets A and B with twoWalletsAdapter, whose embedded wallet
 * (AUTH, on eip155:31338) has a smart account (enabled, not deployed, unless `smartAccount` says
 * otherwise); the errors its actions reported; `unmount` stops it. Nothing is connected yet.
 *
 * @example const { latch, two, EOA } = smartAccountLatch({ enabled: false }); await connect(latch, { connectorId: 'AUTH' })
 */
export function smartAccountLatch(
  smartAccount: Partial<TestSmartAccount> = {},
  config: Partial<LatchConfig> = {},
): {
  latch: Latch
  two: ReturnType<typeof twoWalletsAdapter>
  reported: LatchError[]
  EOA: string
  unmount: () => void
} {
  const two = twoWalletsAdapter()
  two.wallets.AUTH.smartAccount = {
    address: SMART_ACCOUNT_ADDRESS,
    deployed: false,
    enabled: true,
    switchFails: false,
    ...smartAccount,
  }
  const latch = createLatch({
    networks: [devnetA, devnetB],
    adapters: [two.adapter],
    storage: null,
    ...config,
  })
  const reported: LatchError[] = []
  getLatchInternal(latch).reportError = (error) => void reported.push(error)
  const unmount = mountLatch(latch)
  return { latch, two, reported, EOA: two.wallets.AUTH.address, unmount }
}
