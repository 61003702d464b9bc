// Attack: a hostile host page (an allowed origin running the attacker's script) drives the embedded
// wallet's email change itself. It asked the frame to move the account to the attacker's address
// (UPDATE_EMAIL { email }), showed the person its own "enter the code we sent you" box, and relayed what
// they typed (UPDATE_EMAIL_PRIMARY_OTP), then the code the attacker got at their own address
// (UPDATE_EMAIL_SECONDARY_OTP): the account, and every later login by email, became the attacker's.
import type { Page } from '@playwright/test'
import { expect, test } from '../../fixtures'
import { readLoginCode, readSubjects } from '../../mailbox'
import { EmailLoginPage, testEmail } from '../../pages/EmailLoginPage'
import { world } from '../../world'

interface FrameAnswer {
  id: string
  type: string
  payload: unknown
}

let sequence = 0
/** A request id as the channel wants it (16-64 of A-Za-z0-9_-). */
const requestId = (label: string) => `attack-${label}-${Date.now()}-${++sequence}`.slice(0, 64)

/**
 * The page's own script posts requests straight to the frame's window, with the channel's envelope, and
 * collects every answer until the one to `until` comes and, when `graceMs` is given, that long after it:
 * a refused request is never answered, so its absence can only be seen over a bounded time (as the
 * mailbox's `timeoutMs`).
 */
function postToFrame(
  page: Page,
  requests: { id: string; type: string; payload: unknown }[],
  until: string,
  graceMs = 0,
): Promise<FrameAnswer[]> {
  return page.evaluate(
    ({ requests, until, graceMs }) => {
      const iframe = document.querySelector<HTMLIFrameElement>('[data-testid="latch-embedded-wallet-frame"]')!
      const origin = new URL(iframe.src).origin
      const answers: FrameAnswer[] = []
      return new Promise<FrameAnswer[]>((resolve) => {
        const listen = (event: MessageEvent) => {
          if (event.origin !== origin || typeof event.data?.id !== 'string') return
          answers.push({ id: event.data.id, type: event.data.type, payload: event.data.payload })
          if (event.data.id !== until) return
          setTimeout(() => {
            window.removeEventListener('message', listen)
            resolve(answers)
          }, graceMs)
        }
        window.addEventListener('message', listen)
        for (const request of requests)
          iframe.contentWindow!.postMessage({ latch: 'latch-frame/1', ...request }, origin)
      })
    },
    { requests, until, graceMs },
  )
}

test.describe('attack: the host page drives the email change', () => {
  test.setTimeout(120_000)

  test('the page cannot move the account to its address: the messages that carried an address or a code are refused unanswered, and the change it may start runs on the frame’s screen, which the page cannot read', async ({
    page,
    demo,
  }) => {
    const { mailboxUrl } = world()
    const login = new EmailLoginPage(page)
    const victim = testEmail('victim')
    const attacker = testEmail('attacker')
    await demo.goto()
    await demo.connectButton.click()
    await login.codeInput.fill(await login.requestCode(victim))
    await expect(demo.accountButton).toBeVisible()
    const before = Date.now()

    // 1. the old protocol's messages: an address chosen by the page, then the codes it relays
    const start = requestId('start')
    const probe = requestId('probe')
    const answers = await postToFrame(
      page,
      [
        { id: start, type: 'UPDATE_EMAIL', payload: { email: attacker } },
        { id: requestId('primary'), type: 'UPDATE_EMAIL_PRIMARY_OTP', payload: { otp: '123456' } },
        { id: requestId('secondary'), type: 'UPDATE_EMAIL_SECONDARY_OTP', payload: { otp: '123456' } },
        { id: probe, type: 'GET_CHAIN_ID', payload: {} },
      ],
      probe,
      3000,
    )
    // only the probe was answered: the frame dropped the rest unanswered, before any service call (on the
    // old code the page got UPDATE_EMAIL_SUCCESS { action: 'VERIFY_PRIMARY_OTP' }, a change code went to
    // the victim, whom the page's own box asked for it, and the relayed codes moved the account)
    expect(answers.map((answer) => answer.type)).toEqual(['GET_CHAIN_ID_SUCCESS'])
    await expect(readLoginCode(mailboxUrl, victim, { after: before, timeoutMs: 1500 })).rejects.toThrow(
      /No mail/,
    )

    // 2. the new protocol: the page may start a change, but the frame asks the person on its own screen
    const change = requestId('change')
    const done = postToFrame(page, [{ id: change, type: 'UPDATE_EMAIL', payload: {} }], change)
    await expect(login.frame.getByTestId('frame-email-input')).toBeAttached()
    const peek = await page.evaluate(() => {
      const iframe = document.querySelector<HTMLIFrameElement>('[data-testid="latch-embedded-wallet-frame"]')!
      try {
        return iframe.contentDocument?.body?.innerHTML ?? null
      } catch {
        return null
      }
    })
    expect(peek).toBeNull()
    // the page cannot answer the frame's screen; it closes it (REJECT_APPROVAL): nothing changes
    const closed = requestId('close')
    await postToFrame(page, [{ id: closed, type: 'REJECT_APPROVAL', payload: {} }], closed)
    const ended = (await done).find((answer) => answer.id === change)
    expect(ended).toMatchObject({ type: 'UPDATE_EMAIL_ERROR', payload: { message: 'Cancelled' } })

    // the account still has the victim's address, and no change mail went anywhere
    await demo.accountButton.click()
    await expect(login.accountEmail).toHaveText(victim.length > 30 ? `${victim.slice(0, -3)}...` : victim)
    expect(await readSubjects(mailboxUrl, attacker)).toEqual([])
    expect(await readSubjects(mailboxUrl, victim)).not.toContain('Confirm your Latch email change')
  })
})
