import { afterAll, afterEach, beforeAll, describe } from 'vitest'
import type { ConformanceContext } from './conformanceContext'
import { createMemoryStorage } from './createMemoryStorage'
import { describeConnectionConformance } from './describeConnectionConformance'
import { describeDiscoveryConformance } from './describeDiscoveryConformance'
import { describeFailureConformance } from './describeFailureConformance'
import { setUpAdapter } from './setUpAdapter'
import type { AdapterConformanceSubject } from './types'

/** How long a page's `connect` waits for the dev wallet unless a test says otherwise. */
const CONNECT_TIMEOUT_MS = 5_000

/**
 * The adapter conformance suite: what every chain adapter does with its dev wallet, on its local chain.
 * Discovery (listed, late arrival, cleanup), connection (connect, silent reconnect after a reload, account
 * and chain changes, disconnect from either side) and failures (refusal, a hanging wallet, garbage: each its
 * typed error, nothing changed). One chain per test file, started once.
 *
 * @example
 * describeAdapterConformance({
 *   name: 'createEvmAdapter',
 *   startChain: () => startAnvilNetwork(),
 *   stopChain: ({ anvil }) => anvil.stop(),
 *   networks: ({ network }) => [network, otherNetwork],
 *   connectorId: DEV_WALLET_RDNS,
 *   address: DEVNET_ADDRESSES[0],
 *   openPage: async (chain, { storage, connectTimeoutMs }) => openEvmPage(chain, storage, connectTimeoutMs),
 * })
 */
export function describeAdapterConformance<chain>(subject: AdapterConformanceSubject<chain>): void {
  describe(`${subject.name} conformance`, () => {
    let chain: chain
    let started = false
    const cleanups: (() => void)[] = []

    beforeAll(async () => {
      chain = await subject.startChain()
      started = true
    }, 120_000)
    afterAll(async () => {
      if (started) await subject.stopChain(chain)
    })
    afterEach(() => {
      for (const cleanup of cleanups.splice(0).reverse()) cleanup()
    })

    const context: ConformanceContext = {
      subject: subject as AdapterConformanceSubject<unknown>,
      networks: () => subject.networks(chain),
      async openPage(options = {}) {
        const page = await subject.openPage(chain, {
          storage: options.storage ?? createMemoryStorage(),
          connectTimeoutMs: options.connectTimeoutMs ?? CONNECT_TIMEOUT_MS,
        })
        cleanups.push(() => page.close())
        if (options.install !== false) await page.install()
        return page
      },
      setUp(page) {
        const setUp = setUpAdapter(page.adapter, subject.networks(chain))
        cleanups.push(setUp.cleanup)
        return setUp
      },
      defer(cleanup) {
        cleanups.push(cleanup)
      },
    }

    describeDiscoveryConformance(context)
    describeConnectionConformance(context)
    describeFailureConformance(context)
  })
}
