import { expect, test } from '../fixtures'
import { world } from '../world'

test("analytics sends the page's origin and path, never its query string or fragment, and only once the project's setting is known", async ({
  page,
  demo,
  modal,
}) => {
  const order: string[] = []
  const events: { url: string; domain: string }[] = []
  const path = (url: string) => new URL(url).pathname
  page.on('requestfinished', (request) => {
    if (path(request.url()) === '/getAnalyticsConfig') order.push('setting known')
  })
  page.on('request', (request) => {
    if (request.method() !== 'POST' || path(request.url()) !== '/e') return
    order.push('event')
    events.push(request.postDataJSON())
  })

  await demo.goto('theme=dark&email=someone%40mail.example&token=SECRET#step-2')
  await demo.connectButton.click()
  await expect(modal.dialog).toBeVisible()
  await expect.poll(() => events.length).toBeGreaterThan(0)

  expect(order[0]).toBe('setting known')
  expect(events[0]).toMatchObject({ url: world().url, domain: '127.0.0.1' })
  expect(JSON.stringify(events)).not.toMatch(/SECRET|someone|step-2|theme/)
})
