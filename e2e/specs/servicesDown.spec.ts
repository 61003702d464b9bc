import { createServer } from 'node:net'
import { DEMO_ACCOUNT_START_BALANCE } from '@latch/devnet'
import { expect, test, WALLET_NAME } from '../fixtures'

/** A loopback port nothing listens on: opened, then closed, so the services are really down. */
async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  await new Promise((resolve) => server.close(resolve))
  if (!address || typeof address === 'string') throw new Error('no port')
  return address.port
}

test('with the services down the wallet still connects, its balance comes from the chain, and the modal says what is unavailable', async ({
  page,
  demo,
  modal,
  wallet,
}) => {
  const api = `http://127.0.0.1:${await closedPort()}`
  const uncaught: string[] = []
  page.on('pageerror', (error) => uncaught.push(`pageerror: ${error.message}`))
  page.on('console', (message) => {
    // the refused requests themselves are logged by Chromium; anything else is a fault
    const refused = message.location().url.startsWith(api) || message.text().includes(api)
    if (message.type() === 'error' && !refused) uncaught.push(`console: ${message.text()}`)
  })
  const refusedRequests: string[] = []
  page.on('requestfailed', (request) => {
    if (request.url().startsWith(api)) refusedRequests.push(new URL(request.url()).pathname)
  })

  await demo.goto(`api=${encodeURIComponent(api)}`)
  await demo.connectButton.click()
  await expect(modal.alert).toContainText('Services Unavailable')
  await expect(modal.alertDetails).toContainText('project settings are unavailable')
  await expect(modal.alertDetails).toContainText(
    'Connecting your wallet and its balance from the chain still work',
  )

  await modal.wallet(WALLET_NAME).click()
  await wallet.approve()
  await expect(demo.accountButton).toBeVisible()
  await expect(demo.status).toHaveText('connected')
  await expect(demo.accountButtonBalance).toHaveText(`${DEMO_ACCOUNT_START_BALANCE} ETH`)
  await expect(demo.balance).toHaveText(`${DEMO_ACCOUNT_START_BALANCE} ETH`)

  await demo.accountButton.click()
  await expect(modal.accountBalance).toHaveText(`${DEMO_ACCOUNT_START_BALANCE} ETH`)
  // the services were asked and refused: this is the outage the test means, not a page that never called
  expect(refusedRequests).toContain('/appkit/v1/config')
  expect(uncaught).toEqual([])
})
