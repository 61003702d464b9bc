import { describe, expect, it } from 'vitest'
import type { ChainAdapter } from '../adapter'
import { createLatch } from '../createLatch'
import { listingAdapter } from '../test-support/connectTestLatch'
import { devnetA } from '../test-support/networks'
import { mountLatch } from './mountLatch'

/** The listing adapter, recording the project each setup was handed. */
function recordingAdapter(seen: (string | undefined)[]): ChainAdapter {
  const adapter = listingAdapter()
  return {
    ...adapter,
    setup(params) {
      seen.push(params.projectId)
      return adapter.setup(params)
    },
  }
}

describe("createLatch's projectId", () => {
  it('reaches every adapter in setup, the one project its connectors (WalletConnect, the frame) work as', () => {
    const seen: (string | undefined)[] = []
    const latch = createLatch({
      networks: [devnetA],
      storage: null,
      projectId: 'shop',
      adapters: [recordingAdapter(seen)],
    })
    const unmount = mountLatch(latch)
    expect(seen).toEqual(['shop'])
    expect(latch.config.projectId).toBe('shop')
    unmount()
  })

  it('is undefined in setup when the host gave none, for the connectors to say so when used', () => {
    const seen: (string | undefined)[] = []
    const unmount = mountLatch(
      createLatch({ networks: [devnetA], storage: null, adapters: [recordingAdapter(seen)] }),
    )
    expect(seen).toEqual([undefined])
    unmount()
  })
})
