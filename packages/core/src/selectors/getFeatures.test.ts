import { beforeEach, describe, expect, it } from 'vitest'
import { mountLatch } from '../actions/mountLatch'
import { createTestLatch } from '../api/test-support/createTestLatch'
import { useTestServer, waitForRequests } from '../api/test-support/testServer'
import { DEFAULT_REMOTE_FEATURES } from '../constants'
import { createLatch } from '../createLatch'
import { getStore } from '../latch'
import { DEFAULT_FEATURES } from '../rules/resolveFeatures'
import { devnetA } from '../test-support/networks'
import { getFeatures } from './getFeatures'

const server = useTestServer()
beforeEach(() => {
  server.reset()
  server.on('GET /getAnalyticsConfig', { json: { isAnalyticsEnabled: false } })
})

describe('getFeatures', () => {
  it('config features with the spec defaults when the host sets none and there is no api config', () => {
    expect(getFeatures(createLatch({ networks: [devnetA], storage: null }))).toEqual(DEFAULT_FEATURES)
  })

  it("the host's flags without api config: multiWallet: true stands, send: false is off", () => {
    const latch = createLatch({
      networks: [devnetA],
      storage: null,
      features: { multiWallet: true, send: false },
    })
    expect(getFeatures(latch)).toMatchObject({ multiWallet: true, send: false, swaps: ['1inch'] })
  })

  it("the remote config's features applied once mountLatch fetched them", async () => {
    server.on('GET /appkit/v1/config', {
      json: {
        features: [
          { id: 'swaps', isEnabled: false, config: null },
          { id: 'multi_wallet', isEnabled: true, config: null },
        ],
      },
    })
    const latch = createTestLatch(server, { features: { activity: false } })
    expect(getFeatures(latch).swaps).toEqual(['1inch'])
    // they arrive through the store, so a view that reads getFeatures renders again
    const seen: unknown[] = []
    getStore(latch).subscribe(() => seen.push(getFeatures(latch).swaps))
    const unmount = mountLatch(latch)
    await waitForRequests(server, 2)
    await expect.poll(() => seen).toContain(false)
    unmount()
    expect(getFeatures(latch)).toMatchObject({ swaps: false, multiWallet: true, activity: false })
  })

  it('answers the same object until the remote features change, so a render can use it as a snapshot', () => {
    const latch = createLatch({ networks: [devnetA], storage: null })
    const first = getFeatures(latch)
    expect(getFeatures(latch)).toBe(first)
    getStore(latch).setState({ remoteFeatures: { ...DEFAULT_REMOTE_FEATURES, email: false } })
    const second = getFeatures(latch)
    expect(second).not.toBe(first)
    expect(second.email).toBe(false)
    expect(getFeatures(latch)).toBe(second)
  })
})
