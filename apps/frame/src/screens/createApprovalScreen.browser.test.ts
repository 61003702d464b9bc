import axe from 'axe-core'
import { afterEach, describe, expect, it } from 'vitest'
import { userEvent } from 'vitest/browser'
import { createApprovalScreen } from './createApprovalScreen'

const root = document.createElement('main')
document.body.append(root)
afterEach(() => root.replaceChildren())

const { ask, dismiss } = createApprovalScreen(root, () => 'Example Shop')

describe("the frame's approval screen", () => {
  it('shows what is asked as text, never as HTML, and Approve resolves true', async () => {
    const answer = ask({ method: 'Sign a message', details: ['<img src=x onerror=alert(1)>', 'line two'] })
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
    const first = ask({ method: 'Send a transaction', details: ['To: 0x1'] })
    expect(document.activeElement?.getAttribute('data-testid')).toBe('frame-approve')
    await userEvent.keyboard('{Enter}')
    expect(await first).toBe(true)

    const second = ask({ method: 'Send a transaction', details: ['To: 0x2'] })
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}')
    expect(document.activeElement?.getAttribute('data-testid')).toBe('frame-reject')
    await userEvent.keyboard('{Enter}')
    expect(await second).toBe(false)

    const third = ask({ method: 'Sign typed data', details: ['{}'] })
    await userEvent.keyboard('{Escape}')
    expect(await third).toBe(false)
  })

  it('dismiss (the page closed its modal) rejects the screen showing and removes it; with none, it does nothing', async () => {
    dismiss()
    const answer = ask({ method: 'Sign a message', details: ['Hello'] })
    dismiss()
    expect(await answer).toBe(false)
    expect(root.children).toHaveLength(0)
  })

  it('drawn while the frame was hidden, Approve takes the focus when the frame gets it', async () => {
    const answer = ask({ method: 'Sign a message', details: ['Hello'] })
    ;(document.activeElement as HTMLElement | null)?.blur()
    expect(document.activeElement).toBe(document.body)
    window.dispatchEvent(new FocusEvent('focus'))
    expect(document.activeElement?.getAttribute('data-testid')).toBe('frame-approve')
    dismiss()
    expect(await answer).toBe(false)
  })
})
