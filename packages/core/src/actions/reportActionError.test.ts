import { beforeEach, describe, expect, it } from 'vitest'
import type { ChainAdapter } from '../adapter'
import { createTestLatch } from '../api/test-support/createTestLatch'
import { type RecordedRequest, useTestServer, waitForRequests } from '../api/test-support/testServer'
import {
  ConnectionRejectedError,
  FailedToConnectError,
  FailedToDisconnectError,
  SwitchNetworkError,
} from '../errors/connection'
import { InvalidInputError } from '../errors/input'
import type { Latch } from '../latch'
import { getLatchInternal, getStore } from '../latch'
import { ADDRESS, devnetA, devnetB } from '../test-support/networks'
import { connect } from './connect'
import { disconnect } from './disconnect'
import { fetchBalance } from './fetchBalance'
import { mountLatch } from './mountLatch'
import { navigate } from './navigate'
import { open } from './open'
import { reportActionError } from './reportActionError'
import { switchNetwork } from './switchNetwork'

/** A wallet whose every call fails with a plain Error, or (connect) with the error given. */
function failingAdapter(connectError: Error = new Error('wallet exploded')): ChainAdapter {
  return {
    namespace: 'eip155',
    setup: () => () => {},
    connect: async () => {
      throw connectError
    },
    reconnect: async () => undefined,
    disconnect: async () => {
      throw new Error('wallet gone')
    },
    switchNetwork: async () => {
      throw new Error('switch refused')
    },
    getBalance: async () => {
      throw new Error('rpc down')
    },
  }
}

const server = useTestServer()
beforeEach(() => {
  server.reset()
  server.on('GET /appkit/v1/config', { json: { features: [] } })
  server.on('GET /getAnalyticsConfig', { json: { isAnalyticsEnabled: true } })
  server.on('POST /e', { status: 202, json: {} })
})

const reports = () =>
  server.requests
    .filter((r: RecordedRequest) => r.path === '/e')
    .map((r) => (r.body as { props: { type: string; name: string; message: string } }).props)
    .filter((props) => props.type === 'error')

async function mounted(adapter: ChainAdapter): Promise<Latch> {
  const latch = createTestLatch(server, { networks: [devnetA, devnetB], adapters: [adapter] })
  const stop = mountLatch(latch)
  // the service part loads as its own chunk, then asks for the configs
  await waitForRequests(server, 2)
  await getLatchInternal(latch).api.analyticsEnabled
  stops.push(stop)
  return latch
}
const stops: (() => void)[] = []

function connected(latch: Latch) {
  getStore(latch).setState({
    activeConnectorIds: { eip155: 'dev' },
    accounts: {
      eip155: {
        status: 'connected',
        address: ADDRESS,
        caipNetworkId: 'eip155:31337',
        caipAddress: `eip155:31337:${ADDRESS}`,
      },
    },
  })
}

describe('every error from an action is wrapped and reported through the error-report path', () => {
  it('connect, switchNetwork, disconnect, fetchBalance, open and navigate report their wrapped errors', async () => {
    const latch = await mounted(failingAdapter())
    await expect(connect(latch, { connectorId: 'dev' })).rejects.toBeInstanceOf(FailedToConnectError)
    connected(latch)
    await expect(switchNetwork(latch, { caipNetworkId: 'eip155:31338' })).rejects.toBeInstanceOf(
      SwitchNetworkError,
    )
    await fetchBalance(latch, { force: true })
    await expect(disconnect(latch)).rejects.toBeInstanceOf(FailedToDisconnectError)
    expect(() => open(latch, { view: 'Nope' as never })).toThrow(InvalidInputError)
    await expect.poll(() => reports().length, { timeout: 5000 }).toBe(5)
    expect(reports().map((r) => r.name)).toEqual([
      'FailedToConnectError',
      'SwitchNetworkError',
      'TokenBalanceUnavailableError',
      'FailedToDisconnectError',
      'InvalidInputError',
    ])
    // wrapped: the short message of the spec, with the wallet's own words as details
    expect(reports()[0]?.message).toMatch(/^Failed to connect/)
    expect(reports()[0]?.message).toContain('wallet exploded')
    for (const stop of stops.splice(0)) stop()
  })

  it('at most 5 per 60 s', async () => {
    const latch = await mounted(failingAdapter())
    for (let i = 0; i < 8; i++)
      expect(() => navigate(latch, { view: 'Nope' as never })).toThrow(InvalidInputError)
    await expect.poll(() => reports().length, { timeout: 5000 }).toBe(5)
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(reports()).toHaveLength(5)
    for (const stop of stops.splice(0)) stop()
  })

  it("the person's own choices (refusing in the wallet, closing the modal) are reported too, within the budget", async () => {
    const latch = await mounted(failingAdapter(new ConnectionRejectedError()))
    await expect(connect(latch, { connectorId: 'dev' })).rejects.toBeInstanceOf(ConnectionRejectedError)
    expect(() => open(latch, { view: 'Nope' as never })).toThrow(InvalidInputError)
    await expect
      .poll(() => reports().map((r) => r.name), { timeout: 5000 })
      .toEqual(['ConnectionRejectedError', 'InvalidInputError'])
    for (const stop of stops.splice(0)) stop()
  })

  it('an error rethrown by a second action (email login rethrowing its connect failure) is reported once', async () => {
    const latch = await mounted(failingAdapter())
    const failure = await connect(latch, { connectorId: 'dev' }).catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(FailedToConnectError)
    expect(reportActionError(latch, failure as FailedToConnectError)).toBe(failure)
    expect(() => open(latch, { view: 'Nope' as never })).toThrow(InvalidInputError)
    await expect
      .poll(() => reports().map((r) => r.name), { timeout: 5000 })
      .toEqual(['FailedToConnectError', 'InvalidInputError'])
    for (const stop of stops.splice(0)) stop()
  })
})
