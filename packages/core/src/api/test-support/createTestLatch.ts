import type { LatchConfig } from '../../config/types'
import { createLatch } from '../../createLatch'
import type { Latch } from '../../latch'
import { devnetA } from '../../test-support/networks'
import type { TestServer } from './testServer'

/** A Latch instance on the devnet network whose service is the test server. */
export function createTestLatch(server: TestServer, config: Partial<LatchConfig> = {}): Latch {
  return createLatch({ networks: [devnetA], storage: null, ...server.latchConfig, ...config })
}
