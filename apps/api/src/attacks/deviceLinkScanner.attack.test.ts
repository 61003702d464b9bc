// Attack: the device-approval link approved on GET, so anything that opens it approves the device: a
// mail scanner following links (GET or HEAD, with the page's resources prefetched), a link preview, a
// prefetching mail client. An attacker who started a login for the victim's address on their own device
// then only waits for the victim's mail system to open the link.
import { describe, expect, it } from 'vitest'
import { expectApiError, useTestApi } from '../testing'
import { confirmMailedLink, readPostForm } from '../testing/confirmMailedLink'
import { frameRequest } from '../testing/frameRequest'
import { signInByEmail, TEST_FRAME_ORIGIN } from '../testing/signInByEmail'
import { useMailSink } from '../testing/useMailSink'

let now = Date.UTC(2026, 10, 25, 10)
const PUBLIC_URL = 'https://api.latch.test'
const mail = useMailSink()
const api = useTestApi({
  deps: { now: () => now, frameOrigins: [TEST_FRAME_ORIGIN], mailer: mail.mailer, publicUrl: PUBLIC_URL },
})

const SCANNER_HEADERS = { 'user-agent': 'Mozilla/5.0 (compatible; MailScanner/2.0)' }

let people = 0
/** The victim has a wallet; the attacker starts a login for their address on the attacker's device. */
async function attackerStarts() {
  const email = `scanned${++people}@example.com`
  await signInByEmail(api, mail, { email, deviceId: `victim-device-${people}` })
  now += 31_000
  const body = { email, deviceId: `attacker-device-${people}` }
  const started = await frameRequest(api, '/v1/auth/email/start', {
    json: body,
    headers: { 'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/131.0 Safari/537.36' },
  })
  expect(await started.json()).toEqual({ action: 'VERIFY_DEVICE' })
  return { email, body, link: await mail.nextLink(email) }
}

const wait = (body: { email: string; deviceId: string }) =>
  frameRequest(api, '/v1/auth/device/wait', { json: body }).then((answer) => answer.json())

describe('attack: a mail scanner opens the device link', () => {
  it('GET and HEAD of the link (and of anything the page links to) approve nothing: the device waits for the person’s POST', async () => {
    const { link, body } = await attackerStarts()
    const path = `${link.pathname}${link.search}`
    const page = await api.app.request(path, { headers: SCANNER_HEADERS })
    expect(page.status).toBe(200)
    const html = await page.text()
    expect((await api.app.request(path, { method: 'HEAD', headers: SCANNER_HEADERS })).status).toBe(200)
    // a prefetching scanner also fetches every URL the page names
    for (const [, url] of html.matchAll(/(?:href|src|action)="([^"]+)"/g))
      await api.app.request(new URL(url!.replaceAll('&amp;', '&'), link).href, { headers: SCANNER_HEADERS })
    expect(await wait(body)).toEqual({ approved: false })
  })

  it('the page names the site and the device, and approves only on its POST button', async () => {
    const { link, body } = await attackerStarts()
    const { pageHtml, confirmed, confirmedHtml } = await confirmMailedLink(api.app, link)
    expect(pageHtml).toContain('<button type="submit">Approve this device</button>')
    expect(pageHtml).toContain('Chrome on Windows')
    expect(pageHtml).toContain('test')
    expect(confirmed?.status).toBe(200)
    expect(confirmedHtml).toContain('Device approved')
    expect(await wait(body)).toEqual({ approved: true, action: 'VERIFY_OTP' })
  })

  it('a cross-site POST (another page submitting the form), a POST without the page’s cookie or with another token, approve nothing', async () => {
    const { link, body } = await attackerStarts()
    const page = await api.app.request(`${link.pathname}${link.search}`)
    const form = readPostForm(await page.text())!
    const cookie = page.headers.get('set-cookie')!.split(';')[0]!
    const post = (headers: Record<string, string>, fields = form.fields) =>
      api.app.request(new URL(form.action, link).pathname + new URL(form.action, link).search, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        body: new URLSearchParams(fields).toString(),
      })
    const refusals = [
      await post({ origin: 'https://evil.example', 'sec-fetch-site': 'cross-site', cookie }),
      await post({ origin: 'https://evil.example', cookie }),
      await post({ origin: 'null', 'sec-fetch-site': 'cross-site', cookie }),
      await post({ origin: 'null', cookie }),
      await post({ origin: PUBLIC_URL, 'sec-fetch-site': 'same-origin' }),
      await post({ origin: PUBLIC_URL, cookie: 'latch_confirm=forged' }),
      await post({ origin: PUBLIC_URL, cookie }, { ...form.fields, csrf: 'A'.repeat(43) }),
    ]
    for (const refused of refusals) {
      expect(refused.status).toBe(403)
      expect(await refused.text()).toContain('This page was not sent by the Latch services')
    }
    expect(await wait(body)).toEqual({ approved: false })
    // the browser's own POST from the page (Chrome under no-referrer: Origin null, same-origin) approves
    const approved = await post({ origin: 'null', 'sec-fetch-site': 'same-origin', cookie })
    expect(approved.status).toBe(200)
    expect(await wait(body)).toEqual({ approved: true, action: 'VERIFY_OTP' })
  })

  it('the page cannot be framed, keeps its secret out of referrers and caches, and echoes nothing of the request', async () => {
    const { link } = await attackerStarts()
    const page = await api.app.request(`${link.pathname}${link.search}`)
    expect(page.headers.get('x-frame-options')).toBe('DENY')
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    expect(page.headers.get('content-security-policy')).toContain("form-action 'self'")
    expect(page.headers.get('referrer-policy')).toBe('no-referrer')
    expect(page.headers.get('cache-control')).toBe('no-store')
    expect(page.headers.get('set-cookie')).toMatch(/HttpOnly; Secure; SameSite=Strict/)
    const hostile = await api.app.request(
      `${link.pathname}?projectId=${api.project.id}&token=%3Cscript%3Ealert(1)%3C%2Fscript%3E`,
    )
    expect(hostile.status).toBe(400)
    expect(await hostile.text()).not.toMatch(/script|alert/)
    await expectApiError(
      await frameRequest(api, '/v1/auth/device/wait', {
        json: { email: 'x@example.com', deviceId: 'short' },
      }),
      400,
      'INVALID_BODY',
    )
  })
})
