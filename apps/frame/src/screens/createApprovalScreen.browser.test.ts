import axe from 'axe-core'
import { afterEach, describe, expect, it } from 'vitest'
import { userEvent } from 'vitest/browser'
import { type FrameHost, handleRequest } from '../handleRequest'
import { createFrameLanguage } from '../i18n/createFrameLanguage'
import { phrase } from '../i18n/phrase'
import type { EmbeddedWallet } from '../wallet/createEmbeddedWallet'
import { createApprovalScreen } from './createApprovalScreen'

const root = document.createElement('main')
document.body.append(root)
afterEach(() => root.replaceChildren())

const { ask, dismiss } = createApprovalScreen(root, () => 'Example Shop', createFrameLanguage())

describe("the frame's approval screen", () => {
  it('shows what is asked as text, never as HTML, and Approve resolves true', async () => {
    const answer = ask({ action: 'signMessage', details: ['<img src=x onerror=alert(1)>', 'line two'] })
    const details = root.querySelector('[data-testid="frame-approval-details"]')!
    expect(details.textContent).toBe('<img src=x onerror=alert(1)>\nline two')
    expect(root.querySelector('img')).toBeNull()
    expect(root.textContent).toContain('Example Shop asks your embedded wallet to sign a message.')
    expect(
      (await axe.run(root)).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical'),
    ).toEqual([])
    ;(root.querySelector('[data-testid="frame-approve"]') as HTMLButtonElement).click()
    expect(await answer).toBe(true)
    expect(root.children).toHaveLength(0)
  })

  it('by keyboard alone: Approve has the focus, Enter approves; Tab to Reject, Enter rejects; Escape rejects', async () => {
    const first = ask({ action: 'sendTransaction', details: ['To: 0x1'] })
    expect(document.activeElement?.getAttribute('data-testid')).toBe('frame-approve')
    await userEvent.keyboard('{Enter}')
    expect(await first).toBe(true)

    const second = ask({ action: 'sendTransaction', details: ['To: 0x2'] })
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}')
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

  it('drawn while the frame was hidden, Approve takes the focus when the frame gets it', async () => {
    const answer = ask({ action: 'signMessage', details: ['Hello'] })
    ;(document.activeElement as HTMLElement | null)?.blur()
    expect(document.activeElement).toBe(document.body)
    window.dispatchEvent(new FocusEvent('focus'))
    expect(document.activeElement?.getAttribute('data-testid')).toBe('frame-approve')
    dismiss()
    expect(await answer).toBe(false)
  })
})

describe('the approval screen speaks the language the page synced (SYNC_LOCALE)', () => {
  /** A frame as main.ts wires it: its language, its screen, and the page's requests through handleRequest. */
  function frame() {
    const language = createFrameLanguage()
    const screen = createApprovalScreen(root, () => undefined, language)
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
      'This site asks your embedded wallet to send a transaction.',
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
      'Diese Website bittet deine eingebettete Wallet, eine Transaktion zu senden.',
    )
    expect(text('frame-approval-details')).toBe(
      'An: 0x6021e0E1Bb3b39e3cB2d3B5e49E6dDd4Bb7A4D51\nWert: 0.5 ETH\nNetzwerk: Anvil\nHello, approve this',
    )
    expect(root.querySelector('pre')?.getAttribute('aria-label')).toBe('Details der Anfrage')
    expect(text('frame-approve')).toBe('Genehmigen')
    expect(text('frame-reject')).toBe('Ablehnen')
    ;(root.querySelector('[data-testid="frame-approve"]') as HTMLButtonElement).click()
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
