// Loaded on first use of the embedded wallet: the iframe and the pinned channel to it, and (re-exported
// so they ship in this chunk, not the first load) the reads and switch of the user's account over it.
import type { FramePlacement } from '@latch/core/internal'
import { FRAME_READY_DELAY_MS } from '@latch/core/internal'
import { createHostChannel, type HostChannel } from '@latch/frame-protocol'

export { readLogin, readUser, switchFrameAccountType } from './frameAccount'

export interface OpenFrameParameters {
  frameUrl: string
  projectId: string
  loadTimeoutMs: number
  /** Told when the frame shows (true) or is done with (false) its approval screen. */
  onApproval: (open: boolean) => void
  /** Told when the frame's session ended on its side (signed out elsewhere, expired). */
  onSignedOut: () => void
}

export interface OpenedFrame {
  channel: HostChannel
  /** Shows the frame over a box of the page (the approval screen), or hides it. */
  place(placement: FramePlacement | undefined): void
  remove(): void
}

const HIDDEN =
  'position:fixed;top:0;left:0;width:0;height:0;border:0;opacity:0;pointer-events:none;visibility:hidden;'

/**
 * Adds the embedded wallet's frame to the page, hidden, and resolves once it said READY and had the
 * spec's frame-ready delay (500 ms) to settle: created → ready → initialized. Not ready within
 * `loadTimeoutMs`: the frame is removed and the promise rejects (FRAME_NOT_READY).
 *
 * @example const frame = await openFrame({ frameUrl, projectId, loadTimeoutMs: 20_000, onApproval, onSignedOut })
 */
export async function openFrame(params: OpenFrameParameters): Promise<OpenedFrame> {
  const frameOrigin = new URL(params.frameUrl).origin
  const src = new URL(params.frameUrl)
  src.searchParams.set('projectId', params.projectId)
  src.searchParams.set('host', location.origin)
  const iframe = document.createElement('iframe')
  iframe.title = 'Latch embedded wallet'
  iframe.dataset.testid = 'latch-embedded-wallet-frame'
  iframe.setAttribute('style', HIDDEN)
  iframe.src = src.href
  const channel = createHostChannel({ window, frameOrigin, frameWindow: () => iframe.contentWindow })
  document.body.append(iframe)
  const remove = () => {
    channel.close()
    iframe.remove()
  }
  try {
    await channel.whenReady(params.loadTimeoutMs)
  } catch (error) {
    remove()
    throw error
  }
  channel.on('OPEN_APPROVAL', () => params.onApproval(true))
  channel.on('CLOSE_APPROVAL', () => params.onApproval(false))
  channel.on('SIGNED_OUT', () => params.onSignedOut())
  await new Promise((resolve) => setTimeout(resolve, FRAME_READY_DELAY_MS))
  return {
    channel,
    remove,
    place(placement) {
      if (!placement) {
        iframe.setAttribute('style', HIDDEN)
        return
      }
      const { top, left, width, height } = placement
      iframe.setAttribute(
        'style',
        `position:fixed;top:${top}px;left:${left}px;width:${width}px;height:${height}px;border:0;z-index:2147483647;color-scheme:normal;`,
      )
      // The modal makes the rest of the page inert while it shows; the frame is the modal's part now.
      iframe.removeAttribute('inert')
      iframe.removeAttribute('aria-hidden')
      iframe.focus()
    },
  }
}
