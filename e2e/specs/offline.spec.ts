import { expect, test } from '../fixtures'

// The `externalRequests` fixture checks every test; this one walks the widest flow on purpose.
test('a full visit makes no request outside 127.0.0.1', async ({
  page,
  connect,
  demo,
  modal,
  externalRequests,
}) => {
  const requests: string[] = []
  page.on('request', (request) => requests.push(request.url()))
  await connect()
  await demo.accountButton.click()
  await modal.accountNetwork.click()
  await modal.network('eip155:31338').click()
  await expect(modal.view('Account')).toBeVisible()
  await page.reload()
  await expect(demo.status).toHaveText('connected')
  expect(requests.length).toBeGreaterThan(0)
  expect(externalRequests).toEqual([])
})
