import { NetworkNotFoundError, switchNetwork, UserRejectedRequestError } from '@latch/core'
import { getStore } from '@latch/core/internal'
import { navigate, open } from '@latch/core/modal'
import { afterEach, describe, expect, it } from 'vitest'
import { page } from 'vitest/browser'
import { manualAdapter } from '../test-support/manualAdapter'
import { renderLatch, setConnected } from '../test-support/renderLatch'
import { useNetwork } from './useNetwork'
import { useSwitchNetwork } from './useSwitchNetwork'

let cleanup: (() => Promise<void>) | undefined
afterEach(async () => {
  await cleanup?.()
  cleanup = undefined
})

function SwitchProbe({
  to,
  onRejected = () => {},
}: {
  to: `${string}:${string}`
  onRejected?: (rejection: unknown) => void
}) {
  const { switchNetwork, isPending } = useSwitchNetwork()
  const { caipNetworkId } = useNetwork()
  return (
    <button
      type="button"
      data-testid="probe"
      onClick={() => switchNetwork({ caipNetworkId: to }).catch(onRejected)}
    >
      {isPending ? 'pending' : caipNetworkId}
    </button>
  )
}

describe('useSwitchNetwork', () => {
  it('disconnected, switching just changes the active network', async () => {
    const { unmount } = await renderLatch(<SwitchProbe to="eip155:31338" />)
    cleanup = unmount
    await expect.element(page.getByTestId('probe')).toHaveTextContent('eip155:31337')
    await page.getByTestId('probe').click()
    await expect.element(page.getByTestId('probe')).toHaveTextContent('eip155:31338')
  })

  it('connected, it is pending until the wallet has switched', async () => {
    const wallet = manualAdapter()
    const { latch, unmount } = await renderLatch(<SwitchProbe to="eip155:31338" />, {
      adapters: [wallet.adapter],
    })
    cleanup = unmount
    setConnected(latch)
    await page.getByTestId('probe').click()
    await expect.element(page.getByTestId('probe')).toHaveTextContent('pending')
    ;(await wallet.nextCall('switchNetwork')).resolve()
    await expect.element(page.getByTestId('probe')).toHaveTextContent('eip155:31338')
  })

  it('a switch the wallet refuses rejects with its typed error and keeps the network', async () => {
    const wallet = manualAdapter()
    const rejections: unknown[] = []
    const { latch, unmount } = await renderLatch(
      <SwitchProbe to="eip155:31338" onRejected={(e) => rejections.push(e)} />,
      { adapters: [wallet.adapter] },
    )
    cleanup = unmount
    setConnected(latch)
    await page.getByTestId('probe').click()
    ;(await wallet.nextCall('switchNetwork')).reject(new UserRejectedRequestError())
    await expect.poll(() => rejections).toEqual([expect.any(UserRejectedRequestError)])
    await expect.element(page.getByTestId('probe')).toHaveTextContent('eip155:31337')
  })

  it('a host-started switch the wallet refuses while the person is on Send keeps the form where it is', async () => {
    const wallet = manualAdapter()
    const { latch, unmount } = await renderLatch(null, { adapters: [wallet.adapter] })
    cleanup = unmount
    setConnected(latch)
    open(latch)
    navigate(latch, { view: 'WalletSend' })
    await page.getByTestId('send-amount').fill('1.5')
    // the host's own code, the modal open above the page
    const switched = switchNetwork(latch, { caipNetworkId: 'eip155:31338' })
    ;(await wallet.nextCall('switchNetwork')).reject(new UserRejectedRequestError())
    await expect(switched).rejects.toBeInstanceOf(UserRejectedRequestError)
    await expect.element(page.getByTestId('snackbar')).toHaveAttribute('data-variant', 'error')
    expect(getStore(latch).getState().router).toMatchObject({ view: 'WalletSend', history: ['Account'] })
    await expect.element(page.getByTestId('send-amount')).toHaveValue('1.5')
  })

  it('a switch chosen in Networks that the wallet refuses goes back from SwitchNetwork to Networks', async () => {
    const wallet = manualAdapter()
    const { latch, unmount } = await renderLatch(null, { adapters: [wallet.adapter] })
    cleanup = unmount
    setConnected(latch)
    open(latch, { view: 'Networks' })
    await page.getByTestId('network-eip155:31338').click()
    await expect.poll(() => getStore(latch).getState().router.view).toBe('SwitchNetwork')
    ;(await wallet.nextCall('switchNetwork')).reject(new UserRejectedRequestError())
    await expect.poll(() => getStore(latch).getState().router.view).toBe('Networks')
  })

  it('a network the host did not configure is refused with NetworkNotFoundError', async () => {
    const rejections: unknown[] = []
    const { unmount } = await renderLatch(
      <SwitchProbe to="eip155:1" onRejected={(e) => rejections.push(e)} />,
    )
    cleanup = unmount
    await page.getByTestId('probe').click()
    await expect.poll(() => rejections).toEqual([expect.any(NetworkNotFoundError)])
    await expect.element(page.getByTestId('probe')).toHaveTextContent('eip155:31337')
  })
})
