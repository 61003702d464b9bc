import { FailedToDisconnectError } from '@latch/core'
import { getStore } from '@latch/core/internal'
import { afterEach, describe, expect, it } from 'vitest'
import { page } from 'vitest/browser'
import { manualAdapter } from '../test-support/manualAdapter'
import { renderLatch, setConnected } from '../test-support/renderLatch'
import { useAccount } from './useAccount'
import { useDisconnect } from './useDisconnect'

let cleanup: (() => Promise<void>) | undefined
afterEach(async () => {
  await cleanup?.()
  cleanup = undefined
})

function DisconnectProbe({ onRejected }: { onRejected: (rejection: unknown) => void }) {
  const { disconnect } = useDisconnect()
  const { status } = useAccount()
  return (
    <button type="button" data-testid="probe" onClick={() => disconnect().catch(onRejected)}>
      {status}
    </button>
  )
}

describe('useDisconnect', () => {
  it('disconnects the active wallet', async () => {
    const wallet = manualAdapter()
    const rejections: unknown[] = []
    const { latch, unmount } = await renderLatch(<DisconnectProbe onRejected={(e) => rejections.push(e)} />, {
      adapters: [wallet.adapter],
    })
    cleanup = unmount
    setConnected(latch)
    await expect.element(page.getByTestId('probe')).toHaveTextContent('connected')
    await page.getByTestId('probe').click()
    ;(await wallet.nextCall('disconnect')).resolve()
    await expect.element(page.getByTestId('probe')).toHaveTextContent('disconnected')
    expect(rejections).toEqual([])
  })

  it('a wallet failing to disconnect rejects with FailedToDisconnectError, and the page forgets it anyway', async () => {
    const wallet = manualAdapter()
    const rejections: unknown[] = []
    const { latch, unmount } = await renderLatch(<DisconnectProbe onRejected={(e) => rejections.push(e)} />, {
      adapters: [wallet.adapter],
    })
    cleanup = unmount
    setConnected(latch)
    await page.getByTestId('probe').click()
    ;(await wallet.nextCall('disconnect')).reject(new Error('wallet crashed'))
    await expect.element(page.getByTestId('probe')).toHaveTextContent('disconnected')
    await expect.poll(() => rejections).toEqual([expect.any(FailedToDisconnectError)])
    expect(getStore(latch).getState().activeConnectorIds.eip155).toBeUndefined()
  })
})
