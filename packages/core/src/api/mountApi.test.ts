import { beforeEach, describe, expect, it } from 'vitest'
import { connect } from '../actions/connect'
import { mountLatch } from '../actions/mountLatch'
import { open } from '../actions/open'
import { showSnackbar } from '../actions/showSnackbar'
import type { AdapterConnection, ChainAdapter } from '../adapter'
import { DEFAULT_REMOTE_FEATURES } from '../constants'
import { createLatch } from '../createLatch'
import { ConnectionRejectedError, FailedToConnectError } from '../errors/connection'
import type { Latch } from '../latch'
import { getLatchInternal, getStore } from '../latch'
import { ADDRESS, devnetA } from '../test-support/networks'
import { SERVICES_UNAVAILABLE } from './alertServicesUnavailable'
import { getRemoteFeatures } from './getRemoteFeatures'
import { createTestLatch } from './test-support/createTestLatch'
import {
  type RecordedRequest,
  startTestServer,
  useTestServer,
  waitForRequests,
} from './test-support/testServer'

/** A wallet that connects, or fails with the error given. */
function fakeAdapter(failWith?: Error): ChainAdapter {
  return {
    namespace: 'eip155',
    setup: ({ onConnectors }) => {
      onConnectors([{ id: 'dev', name: 'Dev Wallet', type: 'ANNOUNCED', chain: 'eip155' }])
      return () => {}
    },
    connect: async ({ connectorId }): Promise<AdapterConnection> => {
      if (failWith) throw failWith
      return { connectorId, address: ADDRESS, caipNetworkId: 'eip155:31337' }
    },
    reconnect: async () => undefined,
    disconnect: async () => {},
    switchNetwork: async () => {},
    getBalance: async () => ({ value: 0n, decimals: 18, symbol: 'ETH' }),
  }
}

const server = useTestServer()
beforeEach(() => {
  server.reset()
  server.on('GET /appkit/v1/config', {
    json: { features: [{ id: 'multi_wallet', isEnabled: true, config: null }] },
  })
  server.on('GET /getAnalyticsConfig', { json: { isAnalyticsEnabled: true } })
  server.on('POST /e', { status: 202, json: {} })
})

const events = () => server.requests.filter((r) => r.path === '/e')
const props = (request: RecordedRequest | undefined) =>
  (request?.body as { props?: Record<string, unknown> } | undefined)?.props ?? {}

async function mounted(latch: Latch): Promise<() => void> {
  const unmount = mountLatch(latch)
  // the service part loads as its own chunk, then asks for both configs
  await waitForRequests(server, 2)
  await getLatchInternal(latch).api.analyticsEnabled
  return unmount
}

describe('mountLatch with api config', () => {
  it('fetches the remote config and analytics config once per instance', async () => {
    const latch = createTestLatch(server)
    const unmount = await mounted(latch)
    unmount()
    // React StrictMode mounts, unmounts and mounts again
    const again = mountLatch(latch)
    await new Promise((resolve) => setTimeout(resolve, 50))
    again()
    expect(server.requests.map((r) => r.path).sort()).toEqual(['/appkit/v1/config', '/getAnalyticsConfig'])
    expect(getRemoteFeatures(latch)).toEqual({ ...DEFAULT_REMOTE_FEATURES, multiWallet: true })
  })

  it('failures must not break the modal: defaults stay, analytics off, the modal opens', async () => {
    server.on('GET /appkit/v1/config', { status: 400, json: { code: 'INVALID_QUERY', message: 'x' } })
    server.on('GET /getAnalyticsConfig', { text: 'garbage' })
    const latch = createTestLatch(server)
    const unmount = await mounted(latch)
    await expect(getLatchInternal(latch).api.analyticsEnabled).resolves.toBe(false)
    expect(getRemoteFeatures(latch)).toBe(DEFAULT_REMOTE_FEATURES)
    open(latch)
    expect(getStore(latch).getState().open).toBe(true)
    expect(getStore(latch).getState().alert.open).toBe(false)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(events()).toHaveLength(0)
    unmount()
  })

  it("the service refusing this page (403) opens 'Invalid App Configuration'", async () => {
    const refused = { status: 403, json: { code: 'ORIGIN_NOT_ALLOWED', message: 'not on the allowlist' } }
    server.on('GET /appkit/v1/config', refused)
    server.on('GET /getAnalyticsConfig', refused)
    const latch = createTestLatch(server)
    const unmount = mountLatch(latch)
    await expect
      .poll(() => getStore(latch).getState().alert, { timeout: 5000 })
      .toMatchObject({
        open: true,
        message: 'Invalid App Configuration',
        details: expect.stringContaining('not on the allowlist'),
      })
    await expect(getLatchInternal(latch).api.analyticsEnabled).resolves.toBe(false)
    expect(getRemoteFeatures(latch)).toBe(DEFAULT_REMOTE_FEATURES)
    unmount()
  })

  it("services down (nothing listens): the alert 'Services Unavailable' says what is unavailable, the modal still opens", async () => {
    const stopped = await startTestServer()
    await stopped.close()
    const latch = createTestLatch(stopped, { adapters: [fakeAdapter()] })
    const unmount = mountLatch(latch)
    await expect
      .poll(() => getStore(latch).getState().alert, { timeout: 5000 })
      .toMatchObject({ open: true, message: SERVICES_UNAVAILABLE, variant: 'error' })
    expect(getStore(latch).getState().alert.details).toMatch(/project settings.*defaults.*wallet.*still work/)
    await expect(getLatchInternal(latch).api.analyticsEnabled).resolves.toBe(false)
    expect(getRemoteFeatures(latch)).toBe(DEFAULT_REMOTE_FEATURES)
    open(latch)
    await connect(latch, { connectorId: 'dev' })
    expect(getStore(latch).getState().accounts.eip155?.status).toBe('connected')
    unmount()
  })

  it('sends MODAL_OPEN when the modal opens', async () => {
    const latch = createTestLatch(server, { adapters: [fakeAdapter()] })
    const unmount = await mounted(latch)
    open(latch)
    await waitForRequests(server, 3)
    expect(props(events()[0])).toEqual({
      type: 'track',
      event: 'MODAL_OPEN',
      properties: { connected: false, view: 'Connect' },
    })
    unmount()
  })

  it('sends MODAL_OPEN when the modal was opened before the service part had loaded', async () => {
    const latch = createTestLatch(server, { adapters: [fakeAdapter()] })
    open(latch)
    const unmount = await mounted(latch)
    await waitForRequests(server, 3)
    expect(props(events()[0])).toEqual({
      type: 'track',
      event: 'MODAL_OPEN',
      properties: { connected: false, view: 'Connect' },
    })
    unmount()
  })

  it('sends CONNECT_SUCCESS with the address once connected', async () => {
    const latch = createTestLatch(server, { adapters: [fakeAdapter()] })
    const unmount = await mounted(latch)
    await connect(latch, { connectorId: 'dev' })
    await waitForRequests(server, 3)
    expect(props(events()[0])).toEqual({
      type: 'track',
      event: 'CONNECT_SUCCESS',
      properties: { connectorId: 'dev', name: 'Dev Wallet', caipNetworkId: 'eip155:31337' },
      address: ADDRESS,
    })
    unmount()
  })

  it('sends CONNECT_ERROR and reports the error when connecting fails', async () => {
    const latch = createTestLatch(server, {
      adapters: [fakeAdapter(new FailedToConnectError({ details: 'boom' }))],
    })
    const unmount = await mounted(latch)
    await connect(latch, { connectorId: 'dev' }).catch(() => undefined)
    await waitForRequests(server, 4)
    const sent = events().map(props)
    expect(sent).toContainEqual({
      type: 'track',
      event: 'CONNECT_ERROR',
      properties: { connectorId: 'dev', code: 'FAILED_TO_CONNECT', message: 'Failed to connect' },
    })
    // reported by connect itself (see reportActionError): the wrapped error, with its stack
    expect(sent).toContainEqual(
      expect.objectContaining({
        type: 'error',
        name: 'FailedToConnectError',
        message: 'Failed to connect\n\nDetails: boom',
      }),
    )
    unmount()
  })

  it("a refused connection is tracked and, the person's choice or not, reported as an error (spec §8)", async () => {
    const latch = createTestLatch(server, { adapters: [fakeAdapter(new ConnectionRejectedError())] })
    const unmount = await mounted(latch)
    await connect(latch, { connectorId: 'dev' }).catch(() => undefined)
    await expect
      .poll(() =>
        events()
          .map((r) => props(r).type)
          .sort(),
      )
      .toEqual(['error', 'track'])
    unmount()
  })

  it('snackbars are not reported themselves: the action whose failure they show reports it', async () => {
    const latch = createTestLatch(server)
    const unmount = await mounted(latch)
    showSnackbar(latch, { message: 'Address copied', variant: 'success' })
    await new Promise((resolve) => setTimeout(resolve, 200))
    showSnackbar(latch, { message: 'Failed to copy address', variant: 'error' })
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(events()).toEqual([])
    unmount()
  })

  it('after unmount no more events are sent', async () => {
    const latch = createTestLatch(server)
    const unmount = await mounted(latch)
    unmount()
    open(latch)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(events()).toHaveLength(0)
  })
})

describe('mountLatch with analytics turned off by the host (features.analytics: false)', () => {
  it('fetches the remote config once, never the analytics config, and sends no event or report', async () => {
    const latch = createTestLatch(server, {
      adapters: [fakeAdapter(new FailedToConnectError())],
      features: { analytics: false },
    })
    const unmount = mountLatch(latch)
    await waitForRequests(server, 1)
    open(latch)
    await connect(latch, { connectorId: 'dev' }).catch(() => undefined)
    showSnackbar(latch, { message: 'Token Balance Unavailable', variant: 'error' })
    unmount()
    mountLatch(latch)()
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(server.requests.map((r) => r.path)).toEqual(['/appkit/v1/config'])
    await expect.poll(() => getRemoteFeatures(latch).multiWallet).toBe(true)
  })
})

describe('mountLatch unmounted before the service part loaded', () => {
  it('starts nothing', async () => {
    const latch = createTestLatch(server)
    mountLatch(latch)()
    await new Promise((resolve) => setTimeout(resolve, 100))
    open(latch)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(server.requests).toHaveLength(0)
  })
})

describe('mountLatch without api config', () => {
  it('makes no service call', async () => {
    const latch = createLatch({ networks: [devnetA], storage: null })
    const unmount = mountLatch(latch)
    open(latch)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(server.requests).toHaveLength(0)
    expect(getLatchInternal(latch).api.analyticsEnabled).toBeUndefined()
    unmount()
  })
})
