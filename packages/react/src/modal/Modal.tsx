import { close, goBack, SHAKE_MS } from '@latch/core'
import { type KeyboardEvent, Suspense, useEffect, useId, useRef, useState } from 'react'
import { AlertBanner } from '../components/AlertBanner'
import { BackIcon, CloseIcon } from '../components/icons'
import { Spinner } from '../components/Spinner'
import { useLatchInstance } from '../hooks/useLatchInstance'
import { useLatchSelector } from '../hooks/useLatchSelector'
import { useFocusTrap } from './useFocusTrap'
import { ViewSwitch, viewTitle } from './ViewSwitch'

/** The dialog: overlay mode traps focus and hides when closed; embedded mode always shows inline. */
export function Modal({ embedded }: { embedded: boolean }) {
  const latch = useLatchInstance()
  const open = useLatchSelector((s) => s.open)
  const view = useLatchSelector((s) => s.router.view)
  const canGoBack = useLatchSelector((s) => s.router.history.length > 0)
  const refusedCloseCount = useLatchSelector((s) => s.refusedCloseCount)
  const dialogRef = useRef<HTMLDivElement>(null)
  const titleId = useId()
  const [shaking, setShaking] = useState(false)
  const visible = embedded || open
  useFocusTrap(dialogRef, open && !embedded)

  useEffect(() => {
    if (refusedCloseCount === 0) return
    setShaking(true)
    const timer = setTimeout(() => setShaking(false), SHAKE_MS)
    return () => clearTimeout(timer)
  }, [refusedCloseCount])

  if (!visible) return null
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return
    event.stopPropagation()
    close(latch)
  }
  const dialog = (
    <div
      ref={dialogRef}
      role="dialog"
      aria-modal={embedded ? undefined : true}
      aria-labelledby={titleId}
      tabIndex={-1}
      className={`dialog${embedded ? ' embedded' : ''}${shaking ? ' shake' : ''}`}
      data-testid="latch-modal"
      data-view={view}
      onKeyDown={onKeyDown}
    >
      <div className="header">
        {canGoBack ? (
          <button
            type="button"
            className="icon-btn"
            aria-label="Back"
            data-testid="modal-back"
            onClick={() => goBack(latch)}
          >
            <BackIcon />
          </button>
        ) : (
          <span />
        )}
        <h2 className="title" id={titleId} data-testid="modal-title">
          {viewTitle(view)}
        </h2>
        <button
          type="button"
          className="icon-btn"
          aria-label="Close"
          data-testid="modal-close"
          onClick={() => close(latch)}
        >
          <CloseIcon />
        </button>
      </div>
      <AlertBanner />
      <div className="body" data-modal-body="" key={view}>
        <Suspense
          fallback={
            <div className="center">
              <Spinner />
            </div>
          }
        >
          <ViewSwitch view={view} />
        </Suspense>
      </div>
    </div>
  )
  if (embedded) return dialog
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a backdrop click is a mouse shortcut; the keyboard has Escape and Close
    <div
      className="overlay"
      data-testid="modal-overlay"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) close(latch)
      }}
    >
      {dialog}
    </div>
  )
}
