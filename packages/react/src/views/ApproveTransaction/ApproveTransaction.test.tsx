import { connect } from '@latch/core'
import { getStore } from '@latch/core/internal'
import { navigate, open } from '@latch/core/modal'
import { afterEach, describe, expect, it } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { seriousViolations, settle } from '../../test-support/axe'
import { emailLoginAdapter } from '../../test-support/emailLoginAdapter'
import { renderLatch } from '../../test-support/renderLatch'

let cleanup: (() => Promise<void>) | undefined
afterEach(async () => {
  await cleanup?.()
  cleanup = undefined
})

/** Renders the modal with an email login already connected (the modal closed, as after the login). */
async function renderConnected() {
  const email = emailLoginAdapter()
  const rendered = await renderLatch(null, { adapters: [email.adapter] })
  cleanup = rendered.unmount
  await connect(rendered.latch, { connectorId: 'AUTH' })
  expect(getStore(rendered.latch).getState().open).toBe(false)
  return { ...rendered, email }
}

describe('ApproveTransaction', () => {
  it('the frame asking opens the modal on it and lays the frame over its box; the frame done closes it again', async () => {
    const { latch, email } = await renderConnected()
    email.approval(true)
    await expect.element(page.getByTestId('modal-title')).toHaveTextContent('Approve Transaction')
    await expect.poll(() => email.placements.at(-1)?.height ?? 0).toBeGreaterThan(300)
    const placed = email.placements.at(-1)!
    expect(placed.width).toBeGreaterThan(250)
    await settle()
    expect(await seriousViolations()).toEqual([])
    email.approval(false)
    await expect.poll(() => getStore(latch).getState().open).toBe(false)
    expect(email.placements.at(-1)).toBeUndefined()
    expect(email.rejectedApprovals()).toBe(0)
  })

  it('over another view (Account): the frame done goes back to it', async () => {
    const { latch, email } = await renderConnected()
    open(latch)
    navigate(latch, { view: 'Networks' })
    email.approval(true)
    await expect.element(page.getByTestId('approve-transaction')).toBeInTheDocument()
    email.approval(false)
    await expect.poll(() => getStore(latch).getState().router.view).toBe('Networks')
    expect(getStore(latch).getState().open).toBe(true)
  })

  it('by keyboard: Escape while the frame asks closes the modal and rejects the request in the frame', async () => {
    const { latch, email } = await renderConnected()
    email.approval(true)
    await expect.element(page.getByTestId('approve-transaction')).toBeInTheDocument()
    await userEvent.keyboard('{Escape}')
    await expect.poll(() => getStore(latch).getState().open).toBe(false)
    expect(email.rejectedApprovals()).toBe(1)
    expect(email.placements.at(-1)).toBeUndefined()
  })
})
