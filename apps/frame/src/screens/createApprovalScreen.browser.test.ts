import axe from 'axe-core'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { type FrameHost, handleRequest } from '../handleRequest'
import { createFrameLanguage } from '../i18n/createFrameLanguage'
import { phrase } from '../i18n/phrase'
import type { EmbeddedWallet } from '../wallet/createEmbeddedWallet'
import { createApprovalScreen } from './createApprovalScreen'

const root = document.createElement('main')
document.body.append(root)
afterEach(() => root.replaceChildren())
beforeAll(async () => {
  // the frame's size in the modal: the runner then draws this page unscaled (a scaled-down page is not
  // "visible" to IntersectionObserver v2), and a click gives it the focus, as the host's focus() does
  await page.viewport(360, 560)
  const focusTaker = document.createElement('button')
  focusTaker.textContent = 'focus'
  document.body.append(focusTaker)
  await userEvent.click(focusTaker)
  focusTaker.remove()
})

let siteName: string | undefined = 'Example Shop'
const SITE = { origin: 'https://shop.example', name: () => siteName }
const { ask, dismiss } = createApprovalScreen(root, SITE, createFrameLanguage())
const byTestId = <T extends HTMLElement>(testId: string) =>
  root.querySelector<T>(`[data-testid="${testId}"]`)!
const approveButton = () => byTestId<HTMLButtonElement>('frame-approve')
/** Waits until the screen has been seen for its delay: Approve comes on. */
const approveComesOn = () => expect.poll(() => approveButton().disabled, { timeout: 5000 }).toBe(false)

describe("the frame's approval screen", () => {
  it('shows what is asked as text, never as HTML, names the site by its verified origin, and Approve resolves true', async () => {
    const answer = ask({ action: 'signMessage', details: ['<img src=x onerror=alert(1)>', 'line two'] })
    expect(byTestId('frame-approval-details').textContent).toBe('<img src=x onerror=alert(1)>\nline two')
    expect(root.querySelector('img')).toBeNull()
    expect(byTestId('frame-approval-site').textContent).toBe(
      'shop.example asks your embedded wallet to sign a message.',
    )
    expect(byTestId('frame-approval-claim').textContent).toBe(
      'It calls itself “Example Shop”: the site’s own words, not checked.',
    )
    expect(
      (await axe.run(root)).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical'),
    ).toEqual([])
    await approveComesOn()
    await userEvent.click(approveButton())
    expect(await answer).toBe(true)
    expect(root.children).toHaveLength(0)
  })

  it('the page’s own name is cut to 40 characters, stripped of bidi and control characters, and never in the sentence', async () => {
    siteName = `Trusted\u202Egnp.exe\u200B ${'x'.repeat(60)}`
    const answer = ask({ action: 'signMessage', details: ['Hello'] })
    const claim = byTestId('frame-approval-claim').textContent ?? ''
    expect(claim).toContain(`“Trustedgnp.exe ${'x'.repeat(24)}…”`)
    expect(claim).not.toMatch(/[\u202E\u200B]/u)
    expect(byTestId('frame-approval-site').textContent).toBe(
      'shop.example asks your embedded wallet to sign a message.',
    )
    siteName = undefined
    dismiss()
    expect(await answer).toBe(false)
    const unnamed = ask({ action: 'signMessage', details: ['Hello'] })
    expect(byTestId('frame-approval-claim').hidden).toBe(true)
    dismiss()
    expect(await unnamed).toBe(false)
    siteName = 'Example Shop'
  })

  it('Approve is off until the screen was seen for the delay: a click before, or one the page forged, approves nothing', async () => {
    const answer = ask({ action: 'sendTransaction', details: ['To: 0x1'] })
    expect(approveButton().disabled).toBe(true)
    // the person's click, too early: the button is off and the click does nothing
    await userEvent.click(approveButton(), { force: true })
    // a script's click (not the person's: isTrusted false), even once Approve is on
    await approveComesOn()
    approveButton().click()
    approveButton().dispatchEvent(new MouseEvent('click', { bubbles: true }))
    expect(root.querySelector('[data-testid="frame-approval"]')).not.toBeNull()
    await userEvent.click(approveButton())
    expect(await answer).toBe(true)
  })

  it('each request waits its own delay: the one queued behind an approval starts with Approve off', async () => {
    const first = ask({ action: 'sendTransaction', details: ['To: 0x1'] })
    await approveComesOn()
    await userEvent.click(approveButton())
    expect(await first).toBe(true)
    const second = ask({ action: 'sendTransaction', details: ['To: 0x2'] })
    expect(approveButton().disabled).toBe(true)
    expect(byTestId('frame-approval').dataset.approvalState).not.toBe('open')
    dismiss()
    expect(await second).toBe(false)
  })

  it('a screen faded by its page (opacity) or in a frame cut down to a strip stays off and says why', async () => {
    root.style.opacity = '0.5'
    const faded = ask({ action: 'signMessage', details: ['Hello'] })
    await expect.poll(() => byTestId('frame-approval').dataset.approvalState).toBe('not-visible')
    await expect.poll(() => byTestId('frame-approval-hint').hidden).toBe(false)
    expect(byTestId('frame-approval-hint').textContent).toBe(
      'Approve stays off while this screen is covered, cut off or see-through.',
    )
    expect(approveButton().disabled).toBe(true)
    root.style.opacity = ''
    await approveComesOn()
    expect(byTestId('frame-approval-hint').hidden).toBe(true)
    dismiss()
    expect(await faded).toBe(false)

    // the page cuts the frame down to a strip: too small to show the request, however visible
    await page.viewport(360, 90)
    const cut = ask({ action: 'signMessage', details: ['Hello'] })
    await expect.poll(() => byTestId('frame-approval').dataset.approvalState).toBe('not-visible')
    await page.viewport(360, 560)
    await approveComesOn()
    dismiss()
    expect(await cut).toBe(false)
  })

  it('by keyboard alone: the details have the focus, so Enter approves nothing; Tab to Reject, Enter rejects; Tab to Approve, Enter approves; Escape rejects', async () => {
    const first = ask({ action: 'sendTransaction', details: ['To: 0x1'] })
    expect(document.activeElement?.getAttribute('data-testid')).toBe('frame-approval-details')
    await approveComesOn()
    await userEvent.keyboard('{Enter}')
    expect(byTestId('frame-approval-details').textContent).toBe('To: 0x1')
    await userEvent.keyboard('{Tab}{Tab}')
    expect(document.activeElement?.getAttribute('data-testid')).toBe('frame-approve')
    await userEvent.keyboard('{Enter}')
    expect(await first).toBe(true)

    const second = ask({ action: 'sendTransaction', details: ['To: 0x2'] })
    await userEvent.keyboard('{Tab}')
    expect(document.activeElement?.getAttribute('data-testid')).toBe('frame-reject')
    await userEvent.keyboard('{Enter}')
    expect(await second).toBe(false)

    const third = ask({ action: 'signTypedData', details: ['{}'] })
    await userEvent.keyboard('{Escape}')
    expect(await third).toBe(false)
  })

  it('dismiss (the page closed its modal) rejects the screen showing and removes it; with none, it does nothing', async () => {
    dismiss()
    const answer = ask({ action: 'signMessage', details: ['Hello'] })
    dismiss()
    expect(await answer).toBe(false)
    expect(root.children).toHaveLength(0)
  })

  it('drawn while the frame was hidden, the details (never Approve) take the focus when the frame gets it', async () => {
    const answer = ask({ action: 'signMessage', details: ['Hello'] })
    ;(document.activeElement as HTMLElement | null)?.blur()
    expect(document.activeElement).toBe(document.body)
    window.dispatchEvent(new FocusEvent('focus'))
    expect(document.activeElement?.getAttribute('data-testid')).toBe('frame-approval-details')
    dismiss()
    expect(await answer).toBe(false)
  })
})

describe('the approval screen speaks the language the page synced (SYNC_LOCALE)', () => {
  /** A frame as main.ts wires it: its language, its screen, and the page's requests through handleRequest. */
  function frame() {
    const language = createFrameLanguage()
    const screen = createApprovalScreen(
      root,
      { origin: 'http://127.0.0.1:5173', name: () => undefined },
      language,
    )
    const host: FrameHost = {
      // SYNC_LOCALE never reaches the wallet
      wallet: {} as EmbeddedWallet,
      setTheme: () => {},
      setLocale: language.use,
      setDappName: () => {},
      reload: () => {},
      rejectApproval: () => screen.dismiss(),
    }
    const syncLocale = (locale: 'de' | 'ar' | 'en') =>
      handleRequest(host, { id: 'test-request-0001', type: 'SYNC_LOCALE', payload: { locale } })
    return { screen, syncLocale }
  }
  const section = () => root.querySelector<HTMLElement>('[data-testid="frame-approval"]')!
  const text = (testId: string) => root.querySelector(`[data-testid="${testId}"]`)?.textContent
  const request = {
    action: 'sendTransaction',
    details: [
      phrase('line.to', { address: '0x6021e0E1Bb3b39e3cB2d3B5e49E6dDd4Bb7A4D51' }),
      phrase('line.value', { amount: '0.5 ETH' }),
      phrase('line.network', { network: 'Anvil' }),
      'Hello, approve this',
    ],
  } as const

  it('before any SYNC_LOCALE it speaks English, left to right', async () => {
    const { screen } = frame()
    const answer = screen.ask(request)
    expect(section().lang).toBe('en')
    expect(section().dir).toBe('ltr')
    expect(root.querySelector('h1')?.textContent).toBe('Send a transaction')
    expect(root.querySelector('p')?.textContent).toBe(
      'http://127.0.0.1:5173 asks your embedded wallet to send a transaction.',
    )
    expect(text('frame-approve')).toBe('Approve')
    expect(text('frame-reject')).toBe('Reject')
    screen.dismiss()
    expect(await answer).toBe(false)
  })

  it('after SYNC_LOCALE de it speaks German; the data (address, amount, network, message) stays as it came', async () => {
    const { screen, syncLocale } = frame()
    expect(await syncLocale('de')).toEqual({})
    const answer = screen.ask(request)
    expect(section().lang).toBe('de')
    expect(section().dir).toBe('ltr')
    expect(root.querySelector('h1')?.textContent).toBe('Transaktion senden')
    expect(root.querySelector('p')?.textContent).toBe(
      'http://127.0.0.1:5173 bittet deine eingebettete Wallet, eine Transaktion zu senden.',
    )
    expect(text('frame-approval-details')).toBe(
      'An: 0x6021e0E1Bb3b39e3cB2d3B5e49E6dDd4Bb7A4D51\nWert: 0.5 ETH\nNetzwerk: Anvil\nHello, approve this',
    )
    expect(root.querySelector('pre')?.getAttribute('aria-label')).toBe('Details der Anfrage')
    expect(text('frame-approve')).toBe('Genehmigen')
    expect(text('frame-reject')).toBe('Ablehnen')
    await approveComesOn()
    await userEvent.click(approveButton())
    expect(await answer).toBe(true)
  })

  it('after SYNC_LOCALE ar it speaks Arabic, right to left; a change while it shows redraws it, back to English', async () => {
    const { screen, syncLocale } = frame()
    await syncLocale('ar')
    const answer = screen.ask(request)
    expect(section().lang).toBe('ar')
    expect(section().dir).toBe('rtl')
    expect(getComputedStyle(section()).direction).toBe('rtl')
    expect(root.querySelector('h1')?.textContent).toBe('إرسال معاملة')
    expect(text('frame-approve')).toBe('موافقة')
    expect(text('frame-approval-details')).toContain('0x6021e0E1Bb3b39e3cB2d3B5e49E6dDd4Bb7A4D51')
    expect(text('frame-approval-details')).toContain('Hello, approve this')
    // the Approve button sits left of Reject in a right-to-left row
    const approve = root.querySelector('[data-testid="frame-approve"]')!.getBoundingClientRect()
    const reject = root.querySelector('[data-testid="frame-reject"]')!.getBoundingClientRect()
    expect(approve.left).toBeLessThan(reject.left)
    expect(
      (await axe.run(root)).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical'),
    ).toEqual([])

    await syncLocale('en')
    expect(section().lang).toBe('en')
    expect(section().dir).toBe('ltr')
    expect(root.querySelector('h1')?.textContent).toBe('Send a transaction')
    screen.dismiss()
    expect(await answer).toBe(false)
  })
})
