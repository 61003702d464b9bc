import { afterEach, describe, expect, it } from 'vitest'
import { page } from 'vitest/browser'
import { renderLatch, setConnected } from '../../test-support/renderLatch'
import { ConnectButton } from './ConnectButton'
import { ConnectButtonCustom } from './ConnectButtonCustom'

let cleanup: (() => Promise<void>) | undefined
afterEach(async () => {
  await cleanup?.()
  cleanup = undefined
})

describe('ConnectButton', () => {
  it('says "Connect Wallet" while disconnected', async () => {
    const { unmount } = await renderLatch(<ConnectButton />)
    cleanup = unmount
    await expect.element(page.getByTestId('connect-button')).toHaveTextContent('Connect Wallet')
  })

  it('shows the balance and the shortened address once connected', async () => {
    const { latch, unmount } = await renderLatch(<ConnectButton />)
    cleanup = unmount
    setConnected(latch)
    await expect.element(page.getByTestId('account-button-balance')).toHaveTextContent('10000.000 ETH')
    await expect.element(page.getByTestId('account-button-address')).toHaveTextContent('0xf39F…2266')
  })

  it('says "Wrong network" on a network the host did not configure', async () => {
    const { latch, unmount } = await renderLatch(<ConnectButton />)
    cleanup = unmount
    setConnected(latch, 'eip155:1')
    await expect.element(page.getByTestId('account-button')).toHaveTextContent('Wrong network')
  })

  it('renders no styles into the host page: they live in a shadow root', async () => {
    const { unmount, container } = await renderLatch(<ConnectButton />)
    cleanup = unmount
    expect(container.querySelector('style')).toBeNull()
    expect(container.querySelector('[data-latch]')?.shadowRoot?.querySelector('style')).not.toBeNull()
  })
})

describe('ConnectButtonCustom', () => {
  it('hands the account, the network and open() to the render prop', async () => {
    const { latch, unmount } = await renderLatch(
      <ConnectButtonCustom>
        {({ account, network, open }) => (
          <button type="button" data-testid="custom" onClick={() => open({ view: 'Networks' })}>
            {account.isConnected ? `${account.displayAddress} on ${network.network?.name}` : 'custom connect'}
          </button>
        )}
      </ConnectButtonCustom>,
    )
    cleanup = unmount
    await expect.element(page.getByTestId('custom')).toHaveTextContent('custom connect')
    setConnected(latch)
    await expect.element(page.getByTestId('custom')).toHaveTextContent('0xf39F…2266 on Latch Devnet')
    await page.getByTestId('custom').click()
    await expect.element(page.getByTestId('networks-view')).toBeVisible()
  })
})
