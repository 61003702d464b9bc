import { getEmbeddedWallet } from '@latch/core/internal'
import { useLayoutEffect, useRef } from 'react'
import { useLatchInstance } from '../hooks/useLatchInstance'

/**
 * Holds the place of the embedded wallet's own screen in a view (its email change, its account
 * security): the frame, on its own origin, is laid over this box and takes the focus, so what the person
 * types and presses is the frame's, never this page's. Hidden again when the view goes.
 *
 * @example <FrameSlot testId="update-email" status={t('updateEmail.inFrame')} />
 */
export function FrameSlot(props: { testId: string; status: string }) {
  const latch = useLatchInstance()
  const slot = useRef<HTMLDivElement>(null)

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
    <div ref={slot} style={{ width: '100%', height: 420 }} data-testid={props.testId}>
      <p className="visually-hidden" role="status">
        {props.status}
      </p>
    </div>
  )
}
