import { ConnectionRejectedError, FailedToConnectError } from '@latch/core'
import { getStore } from '@latch/core/internal'
import { afterEach, describe, expect, it } from 'vitest'
import { page } from 'vitest/browser'
import { TEST_WALLET } from '../test-support/listingOnlyAdapter'
import { manualAdapter, TEST_ADDRESS } from '../test-support/manualAdapter'
import { renderLatch } from '../test-support/renderLatch'
import { useAccount } from './useAccount'
import { useConnect } from './useConnect'

let cleanup: (() => Promise<void>) | undefined
afterEach(async () => {
  await cleanup?.()
  cleanup = undefined
})

function ConnectProbe({ onRejected = () => {} }: { onRejected?: (rejection: unknown) => void }) {
  const { connect, isPending, error } = useConnect()
  const { address } = useAccount()
  const onClick = () => {
    connect({ connectorId: TEST_WALLET.id }).catch(onRejected)
  }
  return (
    <button type="button" data-testid="probe" onClick={onClick}>
      {isPending ? 'pending' : (error?.message ?? address ?? 'idle')}
    </button>
  )
}

describe('useConnect', () => {
  it('is pending while the wallet decides, then shows the connected account', async () => {
    const wallet = manualAdapter()
    const { unmount } = await renderLatch(<ConnectProbe />, { adapters: [wallet.adapter] })
    cleanup = unmount
    await expect.element(page.getByTestId('probe')).toHaveTextContent('idle')
    await page.getByTestId('probe').click()
    await expect.element(page.getByTestId('probe')).toHaveTextContent('pending')
    ;(await wallet.nextCall('connect')).resolve()
    await expect.element(page.getByTestId('probe')).toHaveTextContent(TEST_ADDRESS)
  })

  it('a refused connection rejects with its typed error and shows its message', async () => {
    const rejections: unknown[] = []
    const wallet = manualAdapter()
    const { latch, unmount } = await renderLatch(<ConnectProbe onRejected={(e) => rejections.push(e)} />, {
      adapters: [wallet.adapter],
    })
    cleanup = unmount
    await page.getByTestId('probe').click()
    ;(await wallet.nextCall('connect')).reject(new ConnectionRejectedError())
    await expect.element(page.getByTestId('probe')).toHaveTextContent('Connection rejected')
    expect(rejections).toEqual([expect.any(ConnectionRejectedError)])
    expect(getStore(latch).getState().accounts.eip155).toBeUndefined()
  })

  it('a wallet that cannot connect leaves the page disconnected with "Failed to connect"', async () => {
    const rejections: unknown[] = []
    const { latch, unmount } = await renderLatch(<ConnectProbe onRejected={(e) => rejections.push(e)} />)
    cleanup = unmount
    await page.getByTestId('probe').click()
    await expect.element(page.getByTestId('probe')).toHaveTextContent('Failed to connect')
    expect(rejections).toEqual([expect.any(FailedToConnectError)])
    expect(getStore(latch).getState().accounts.eip155).toBeUndefined()
  })
})
