import {
  ConnectionRejectedError,
  ConnectionTimeoutError,
  connect,
  createLatch,
  FailedToConnectError,
  type Latch,
  type LatchError,
  mountLatch,
} from '@latch/core'
import { getStore } from '@latch/core/internal'
import { describe, expect, it, vi } from 'vitest'
import type { ConformanceContext } from './conformanceContext'
import { createMemoryStorage } from './createMemoryStorage'
import type { WalletBehaviour } from './types'

/** How short `connect`'s wait is in the hanging wallet's test. */
const HANG_TIMEOUT_MS = 300

/** What a failed connection must leave as it was: core's connection state. */
const snapshotOf = (latch: Latch) => {
  const { accounts, activeConnectorIds, recentWallets, connections, activeCaipNetworkId } =
    getStore(latch).getState()
  return { accounts, activeConnectorIds, recentWallets, connections, activeCaipNetworkId }
}

interface Failure {
  behaviour: Exclude<WalletBehaviour, 'approve'>
  title: string
  error: new (...args: never[]) => LatchError
  code: string
  message: string
}

/** The spec's §8 'Connection rejected'; a timeout and a broken answer are typed errors too, never a crash. */
const FAILURES: Failure[] = [
  {
    behaviour: 'refuse',
    title: "the person refuses: ConnectionRejectedError, spec §8's 'Connection rejected'",
    error: ConnectionRejectedError,
    code: 'CONNECTION_REJECTED',
    message: 'Connection rejected',
  },
  {
    behaviour: 'hang',
    title:
      "the wallet hangs: the adapter's timeout fires, ConnectionTimeoutError, spec §8's 'Failed to connect'",
    error: ConnectionTimeoutError,
    code: 'CONNECTION_TIMEOUT',
    message: 'Failed to connect',
  },
  {
    behaviour: 'garbage',
    title: "the wallet answers garbage: FailedToConnectError 'Failed to connect', never a crash",
    error: FailedToConnectError,
    code: 'FAILED_TO_CONNECT',
    message: 'Failed to connect',
  },
]

/**
 * Failures, through core as a host meets them: the wallet refuses, hangs or answers garbage. Each is its
 * typed error with the spec's message, and leaves everything as it was: core's state, the wallet's grant
 * (a reload reconnects to nothing) and the adapter, which connects once the wallet behaves.
 *
 * @example describeFailureConformance(context)
 */
export function describeFailureConformance(context: ConformanceContext): void {
  const { subject } = context
  const connectorId = subject.connectorId

  describe('failures change nothing', () => {
    it.each(FAILURES)('$title', async ({ behaviour, error, code, message }) => {
      const storage = createMemoryStorage()
      const page = await context.openPage({ storage, connectTimeoutMs: HANG_TIMEOUT_MS })
      const latch = createLatch({
        networks: [...context.networks()],
        adapters: [page.adapter],
        storage: createMemoryStorage(),
      })
      context.defer(mountLatch(latch))
      const namespace = page.adapter.namespace
      await vi.waitFor(() =>
        expect(
          getStore(latch)
            .getState()
            .connectors[namespace]?.map(({ id }) => id),
        ).toContain(connectorId),
      )
      const before = snapshotOf(latch)

      page.wallet.behave(behaviour)
      const failed = await connect(latch, { connectorId, namespace }).catch((caught: unknown) => caught)
      expect(failed).toBeInstanceOf(error)
      expect(failed).toMatchObject({ code, shortMessage: message })
      expect(snapshotOf(latch)).toEqual(before)
      expect(getStore(latch).getState().connecting).toMatchObject({ status: 'error', error: { message } })

      // nothing granted: a reload reconnects to nothing (without a prompt, where the chain can ask silently)
      const reloaded = await context.openPage({ storage })
      context.setUp(reloaded)
      reloaded.wallet.behave('refuse')
      expect(await reloaded.adapter.reconnect({ connectorId })).toBeUndefined()
      expect(reloaded.wallet.prompts).toEqual(subject.reconnectMayPrompt ? ['connect'] : [])

      // and the adapter is still whole: the wallet behaving, the same page connects
      page.wallet.behave('approve')
      await connect(latch, { connectorId, namespace })
      expect(getStore(latch).getState().accounts[namespace]).toMatchObject({
        status: 'connected',
        address: subject.address,
      })
    })
  })
}
