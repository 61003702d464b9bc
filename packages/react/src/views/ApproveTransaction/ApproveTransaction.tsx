import { getEmbeddedWallet } from '@latch/core/internal'
import { useLayoutEffect, useRef } from 'react'
import { useLatchInstance } from '../../hooks/useLatchInstance'
import { useI18n } from '../../i18n/useI18n'

/**
 * The embedded wallet's own approval screen, inside the modal (spec §2 ApproveTransaction): the frame, on
 * its own origin, is laid over this view's box and receives focus, so what the person approves is drawn by
 * the frame and not by this page. The view only holds the place; the frame says when it is done.
 */
export function ApproveTransaction() {
  const latch = useLatchInstance()
  const slot = useRef<HTMLDivElement>(null)
  const { t } = useI18n()

  useLayoutEffect(() => {
    const element = slot.current
    let controls: ReturnType<typeof getEmbeddedWallet>['controls'] | undefined
    try {
      controls = getEmbeddedWallet(latch).controls
    } catch {
      return
    }
    const place = () => {
      const { top, left, width, height } = element!.getBoundingClientRect()
      controls.placeFrame({ top, left, width, height })
    }
    place()
    // The modal's entrance animation moves the box without resizing it: place again once it ended.
    const settled = setTimeout(place, 200)
    const observer = new ResizeObserver(place)
    observer.observe(element!)
    window.addEventListener('resize', place)
    window.addEventListener('scroll', place, true)
    return () => {
      clearTimeout(settled)
      observer.disconnect()
      window.removeEventListener('resize', place)
      window.removeEventListener('scroll', place, true)
      controls.placeFrame(undefined)
    }
  }, [latch])

  return (
    <div ref={slot} style={{ width: '100%', height: 420 }} data-testid="approve-transaction">
      <p className="visually-hidden" role="status">
        {t('approve.review')}
      </p>
    </div>
  )
}
