import { InvalidInputError, LatchProviderNotFoundError } from '@latch/core'
import { getStore } from '@latch/core/internal'
import { Component, type ReactNode, useState } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, describe, expect, it } from 'vitest'
import { page } from 'vitest/browser'
import { renderLatch } from '../test-support/renderLatch'
import { type UseModalReturnType, useModal } from './useModal'

let cleanup: (() => Promise<void>) | undefined
afterEach(async () => {
  await cleanup?.()
  cleanup = undefined
})

/** An error boundary handing what it caught to `onError` (root error options are React 19 only). */
class CatchError extends Component<
  { onError: (error: unknown) => void; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  override componentDidCatch(error: unknown) {
    this.props.onError(error)
  }
  override render() {
    return this.state.failed ? null : this.props.children
  }
}

// The host page is inert while the modal is open, so the test closes through the hook itself.
function ModalProbe({ expose = () => {} }: { expose?: (modal: UseModalReturnType) => void }) {
  const modal = useModal()
  expose(modal)
  const { open, isOpen, view } = modal
  const [failure, setFailure] = useState<unknown>()
  const openUnknownView = () => {
    try {
      open({ view: 'Nope' as never })
    } catch (error) {
      setFailure(error)
    }
  }
  return (
    <>
      <output data-testid="state">{`${isOpen ? 'open' : 'closed'} at ${view}`}</output>
      <output data-testid="failure">{failure instanceof InvalidInputError ? failure.code : ''}</output>
      <button type="button" data-testid="open" onClick={() => open({ view: 'Networks' })} />
      <button type="button" data-testid="open-unknown" onClick={openUnknownView} />
    </>
  )
}

describe('useModal', () => {
  it('opens at the requested view and closes back to Connect', async () => {
    let modal: UseModalReturnType | undefined
    const { unmount } = await renderLatch(<ModalProbe expose={(m) => (modal = m)} />)
    cleanup = unmount
    await expect.element(page.getByTestId('state')).toHaveTextContent('closed at Connect')
    await page.getByTestId('open').click()
    await expect.element(page.getByTestId('state')).toHaveTextContent('open at Networks')
    await expect.element(page.getByTestId('networks-view')).toBeVisible()
    expect(modal?.close()).toBe(true)
    await expect.element(page.getByTestId('state')).toHaveTextContent('closed at Connect')
  })

  it('an unknown view is refused with InvalidInputError and the modal stays closed', async () => {
    const { latch, unmount } = await renderLatch(<ModalProbe />)
    cleanup = unmount
    await page.getByTestId('open-unknown').click()
    await expect.element(page.getByTestId('failure')).toHaveTextContent('INVALID_INPUT')
    await expect.element(page.getByTestId('state')).toHaveTextContent('closed at Connect')
    expect(getStore(latch).getState().open).toBe(false)
  })

  it('outside a LatchProvider it throws LatchProviderNotFoundError', async () => {
    const container = document.createElement('div')
    document.body.append(container)
    const errors: unknown[] = []
    // React 18 in development also reports an error a boundary caught on window: this page expects it.
    const expected = (event: ErrorEvent) => event.preventDefault()
    window.addEventListener('error', expected)
    const root = createRoot(container)
    cleanup = async () => {
      window.removeEventListener('error', expected)
      root.unmount()
      container.remove()
    }
    root.render(
      <CatchError onError={(error) => errors.push(error)}>
        <ModalProbe />
      </CatchError>,
    )
    await expect.poll(() => errors).toEqual([expect.any(LatchProviderNotFoundError)])
    expect(errors[0]).toMatchObject({ code: 'NO_PROVIDER' })
  })
})
