import type { Connector } from '@latch/core'
import { describe, expect, it, vi } from 'vitest'
import type { ConformanceContext } from './conformanceContext'
import { createMemoryStorage } from './createMemoryStorage'

const ids = (connectors: Connector[]) => connectors.map((connector) => connector.id)

/**
 * Discovery: the dev wallet is listed under its connector id, one arriving late is listed and reconnected
 * to, and the adapter's cleanup stops discovery.
 *
 * @example describeDiscoveryConformance(context)
 */
export function describeDiscoveryConformance(context: ConformanceContext): void {
  const { subject } = context
  describe('discovery', () => {
    it('lists the dev wallet under its connector id, on its namespace', async () => {
      const page = await context.openPage()
      const { connectors } = context.setUp(page)
      await vi.waitFor(() => expect(ids(connectors())).toContain(subject.connectorId))
      expect(connectors().find((connector) => connector.id === subject.connectorId)).toMatchObject({
        chain: page.adapter.namespace,
      })
    })

    it('lists a wallet that arrives after discovery started, and a reload reconnects to it once it arrives', async () => {
      const storage = createMemoryStorage()
      const first = await context.openPage({ storage })
      context.setUp(first)
      await first.adapter.connect({ connectorId: subject.connectorId, network: context.networks()[0] })

      const reloaded = await context.openPage({ storage, install: false })
      const { connectors } = context.setUp(reloaded)
      expect(ids(connectors())).not.toContain(subject.connectorId)
      const reconnecting = reloaded.adapter.reconnect({ connectorId: subject.connectorId })
      await reloaded.install()
      expect(await reconnecting).toMatchObject({ connectorId: subject.connectorId, address: subject.address })
      expect(ids(connectors())).toContain(subject.connectorId)
      expect(reloaded.wallet.prompts).toEqual([])
    })

    it("stops discovery with the adapter's cleanup: a wallet arriving afterwards is not reported", async () => {
      const page = await context.openPage({ install: false })
      const setUp = context.setUp(page)
      const reports = setUp.reports()
      setUp.cleanup()
      await page.install()
      expect(setUp.reports()).toBe(reports)
      expect(ids(setUp.connectors())).not.toContain(subject.connectorId)
    })
  })
}
