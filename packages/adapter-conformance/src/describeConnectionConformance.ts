import { describe, expect, it, vi } from 'vitest'
import type { ConformanceContext } from './conformanceContext'
import { createMemoryStorage } from './createMemoryStorage'

/**
 * Connection: connect after one prompt, a silent reconnect after a reload, account and chain changes
 * forwarded, disconnect from either side.
 *
 * @example describeConnectionConformance(context)
 */
export function describeConnectionConformance(context: ConformanceContext): void {
  const { subject } = context
  const connectorId = subject.connectorId

  /** A page whose adapter is set up and connected to the dev wallet. */
  const connected = async () => {
    const page = await context.openPage()
    const setUp = context.setUp(page)
    const connection = await page.adapter.connect({ connectorId, network: context.networks()[0] })
    return { page, ...setUp, connection }
  }

  describe('connection', () => {
    it('connects after one prompt, with the granted account on the network asked for', async () => {
      const { page, connection, events } = await connected()
      expect(connection).toMatchObject({
        connectorId,
        address: subject.address,
        caipNetworkId: context.networks()[0].caipNetworkId,
      })
      expect(page.wallet.prompts).toEqual(['connect'])
      expect(events).toEqual([])
    })

    it('reconnects without a prompt after a reload, and not on a page the wallet never allowed', async () => {
      const storage = createMemoryStorage()
      const first = await context.openPage({ storage })
      context.setUp(first)
      await first.adapter.connect({ connectorId, network: context.networks()[0] })

      const reloaded = await context.openPage({ storage })
      context.setUp(reloaded)
      // a prompt now would be refused: the reconnect must not ask
      reloaded.wallet.behave('refuse')
      expect(await reloaded.adapter.reconnect({ connectorId })).toMatchObject({
        connectorId,
        address: subject.address,
      })
      expect(reloaded.wallet.prompts).toEqual([])

      const stranger = await context.openPage()
      context.setUp(stranger)
      stranger.wallet.behave('refuse')
      expect(await stranger.adapter.reconnect({ connectorId })).toBeUndefined()
      expect(stranger.wallet.prompts).toEqual(subject.reconnectMayPrompt ? ['connect'] : [])
    })

    it('forwards an account change made in the wallet', async () => {
      const { page, events } = await connected()
      const address = await page.wallet.changeAccount()
      expect(address).not.toBe(subject.address)
      await vi.waitFor(() =>
        expect(events).toContainEqual(expect.stringMatching(`^accountsChanged ${connectorId} ${address}`)),
      )
    })

    it('forwards a chain change: a switch the site asks for, and one made in the wallet where it has a chain', async () => {
      const { page, events } = await connected()
      const [first, second] = context.networks()
      await page.adapter.switchNetwork({ connectorId, network: second })
      await vi.waitFor(() =>
        expect(events).toContainEqual(`chainChanged ${connectorId} ${second.caipNetworkId}`),
      )
      if (!page.wallet.changeChain) return
      expect(await page.wallet.changeChain()).toBe(first.caipNetworkId)
      await vi.waitFor(() => expect(events.at(-1)).toBe(`chainChanged ${connectorId} ${first.caipNetworkId}`))
    })

    it('disconnect stops following the wallet: a later account change is not forwarded', async () => {
      const { page, events } = await connected()
      await page.adapter.disconnect({ connectorId })
      await page.wallet.changeAccount()
      expect(events).toEqual([])
    })

    it('the wallet disconnecting the site is forwarded as disconnect', async () => {
      const { page, events } = await connected()
      await page.wallet.revoke()
      await vi.waitFor(() => expect(events).toContain(`disconnect ${connectorId}`))
    })
  })
}
