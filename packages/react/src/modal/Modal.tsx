import { SHAKE_MS } from '@latch/core/internal'
import { close, goBack } from '@latch/core/modal'
import { type KeyboardEvent, Suspense, useEffect, useId, useLayoutEffect, useRef, useState } from 'react'
import { AlertBanner } from '../components/AlertBanner'
import { BackIcon, CloseIcon } from '../components/icons'
import { Spinner } from '../components/Spinner'
import { useLatchInstance } from '../hooks/useLatchInstance'
import { useLatchSelector } from '../hooks/useLatchSelector'
import { suspendUntilSpoken, useI18n } from '../i18n/useI18n'
import { modalCss } from './modalCss'
import { whenIdle } from './preloadable'
import { useOverlayLayer } from './useOverlayLayer'
import { useScrollAreaVisibility } from './useScrollAreaVisibility'
import { useViewFocus } from './useViewFocus'
import { preloadViews, ViewSwitch, viewTitle } from './ViewSwitch'

export interface ModalProps {
  embedded: boolean
  /**
   * While closed, render once invisibly (no focus, no pointer, hidden from assistive tech) and call
   * this two frames later: the first real open then finds its code compiled and its styles and text
   * layout warm, instead of paying for them between the click and the first frame.
   */
  onPrewarmed?: () => void
}

/**
 * The dialog: overlay mode holds focus, hides the page behind and hides when closed; embedded mode
 * always shows inline. Either way a view change moves focus to the new view's title and announces it.
 */
export function Modal({ embedded, onPrewarmed }: ModalProps) {
  const latch = useLatchInstance()
  const open = useLatchSelector((s) => s.open)
  const view = useLatchSelector((s) => s.router.view)
  const canGoBack = useLatchSelector((s) => s.router.history.length > 0)
  const refusedCloseCount = useLatchSelector((s) => s.refusedCloseCount)
  const overlayRef = useRef<HTMLDivElement>(null)
  const dialogRef = useRef<HTMLDivElement>(null)
  const titleRef = useRef<HTMLHeadingElement>(null)
  const bodyRef = useRef<HTMLDivElement>(null)
  const titleId = useId()
  const [shaking, setShaking] = useState(false)
  const i18n = useI18n()
  const title = viewTitle(view, i18n.t)
  const visible = embedded || open
  const prewarming = !visible && onPrewarmed !== undefined
  useOverlayLayer(dialogRef, open && !embedded)
  const announcement = useViewFocus(dialogRef, titleRef, view, title)
  // a new body element per view, and none while the modal is not rendered
  useScrollAreaVisibility(bodyRef, `${view}:${visible}:${prewarming}`)

  // `inert` set as the DOM property, before paint: React 19 takes an `inert` prop as a boolean, React 18
  // writes only strings and drops `true`.
  useLayoutEffect(() => {
    if (overlayRef.current) overlayRef.current.inert = prewarming
  }, [prewarming])

  // Once the modal shows, the other views load in the background, so navigating renders at once.
  useEffect(() => (visible ? whenIdle(preloadViews) : undefined), [visible])

  useEffect(() => {
    if (!prewarming) return
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => onPrewarmed?.())
    })
    return () => cancelAnimationFrame(frame)
  }, [prewarming, onPrewarmed])

  useEffect(() => {
    if (refusedCloseCount === 0) return
    setShaking(true)
    const timer = setTimeout(() => setShaking(false), SHAKE_MS)
    return () => clearTimeout(timer)
  }, [refusedCloseCount])

  if (!visible && !prewarming) return null
  suspendUntilSpoken(i18n)
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
      dir={i18n.dir}
      lang={i18n.locale}
      tabIndex={-1}
      className={`dialog${embedded ? ' embedded' : ''}${shaking ? ' shake' : ''}`}
      data-testid="latch-modal"
      data-view={view}
      onKeyDown={onKeyDown}
    >
      <style>{modalCss}</style>
      <div className="header">
        {canGoBack ? (
          <button
            type="button"
            className="icon-btn"
            aria-label={i18n.t('modal.back')}
            data-testid="modal-back"
            onClick={() => goBack(latch)}
          >
            <BackIcon />
          </button>
        ) : (
          <span />
        )}
        <h2 className="title" id={titleId} ref={titleRef} tabIndex={-1} data-testid="modal-title">
          {title}
        </h2>
        <button
          type="button"
          className="icon-btn"
          aria-label={i18n.t('modal.close')}
          data-testid="modal-close"
          onClick={() => close(latch)}
        >
          <CloseIcon />
        </button>
      </div>
      <p className="visually-hidden" role="status" data-testid="view-announcement">
        {announcement}
      </p>
      <AlertBanner />
      <div className="body" data-modal-body="" key={view} ref={bodyRef} data-testid="modal-body">
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
    // A backdrop click is a mouse shortcut; the keyboard has Escape and Close.
    <div
      ref={overlayRef}
      className="overlay"
      data-testid={prewarming ? undefined : 'modal-overlay'}
      data-prewarm={prewarming ? '' : undefined}
      aria-hidden={prewarming ? true : undefined}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) close(latch)
      }}
    >
      {dialog}
    </div>
  )
}
