import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createTestLatch } from '../api/test-support/createTestLatch'
import { type RecordedRequest, useTestServer } from '../api/test-support/testServer'
import { FrameLoadError } from '../errors/embedded'
import type { Latch } from '../latch'
import { getStore } from '../latch'
import type { StorageLike } from '../storage/createStorage'
import { devnetA, devnetB } from '../test-support/networks'
import { twoWalletsAdapter } from '../test-support/twoWalletsAdapter'
import { connect } from './connect'
import { mountLatch } from './mountLatch'
import { reportEmbeddedError } from './reportEmbeddedError'

const server = useTestServer()
beforeEach(() => {
  server.reset()
  server.on('GET /appkit/v1/config', { json: { features: [] } })
  server.on('GET /getAnalyticsConfig', { json: { isAnalyticsEnabled: true } })
  server.on('POST /e', { status: 202, json: {} })
})
const unmounts: (() => void)[] = []
afterEach(() => {
  for (const unmount of unmounts.splice(0)) unmount()
})

function memoryStorage(): StorageLike {
  const items = new Map<string, string>()
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  }
}

const reportedErrors = () =>
  server.requests
    .filter((request: RecordedRequest) => request.path === '/e')
    .map((request) => (request.body as { props: { type: string; name: string; message: string } }).props)
    .filter((props) => props.type === 'error')

/** Connects `connectorId` on a first page, then opens a second page on the same storage with the wallet failing. */
async function reloadFailing(connectorId: 'AUTH' | 'browser'): Promise<Latch> {
  const storage = memoryStorage()
  const two = twoWalletsAdapter()
  const first = createTestLatch(server, { networks: [devnetA, devnetB], adapters: [two.adapter], storage })
  const leave = mountLatch(first)
  await connect(first, { connectorId })
  leave()
  two.wallets[connectorId].fails = true
  const again = createTestLatch(server, { networks: [devnetA, devnetB], adapters: [two.adapter], storage })
  unmounts.push(mountLatch(again))
  return again
}

describe('a connection that fails to come back at page load', () => {
  it("the email or social login: spec §8's 'A problem occurred while trying initialize authentication', disconnected, back on Connect, reported", async () => {
    const latch = await reloadFailing('AUTH')
    await expect
      .poll(() => getStore(latch).getState().snackbar)
      .toMatchObject({
        message: 'A problem occurred while trying initialize authentication',
        variant: 'error',
      })
    const state = getStore(latch).getState()
    expect([state.accounts.eip155, state.activeConnectorIds.eip155, state.router.view]).toEqual([
      undefined,
      undefined,
      'Connect',
    ])
    await expect.poll(() => reportedErrors().map((props) => props.name)).toEqual(['AuthInitError'])
  })

  it('a browser wallet: forgotten without a prompt, and its failure reported rather than dropped', async () => {
    const latch = await reloadFailing('browser')
    await expect.poll(() => reportedErrors().map((props) => props.name)).toEqual(['FailedToConnectError'])
    expect(getStore(latch).getState().accounts.eip155).toBeUndefined()
  })
})

describe('a frame that fails to load', () => {
  it('disconnects the AUTH connector in use, shows its message and goes back to Connect', async () => {
    const two = twoWalletsAdapter()
    const latch = createTestLatch(server, { networks: [devnetA, devnetB], adapters: [two.adapter] })
    unmounts.push(mountLatch(latch))
    await connect(latch, { connectorId: 'AUTH' })
    reportEmbeddedError(
      latch,
      new FrameLoadError({ details: 'The frame did not say it was ready within 20 s.' }),
    )
    const state = getStore(latch).getState()
    expect([state.accounts.eip155, state.activeConnectorIds.eip155, state.router.view]).toEqual([
      undefined,
      undefined,
      'Connect',
    ])
    expect(state.alert).toMatchObject({ open: true, message: 'Unable to load email login dependency' })
  })
})
