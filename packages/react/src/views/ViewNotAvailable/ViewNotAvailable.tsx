import { close } from '@latch/core'
import { useId } from 'react'
import { useLatchInstance } from '../../hooks/useLatchInstance'

/**
 * Shown for a view whose feature Latch does not have yet (the spec's rules can choose one by
 * themselves, e.g. ConnectingWalletConnectBasic when the host gave no adapters): it says so by the
 * view's title instead of showing another view, and offers the way out.
 */
export function ViewNotAvailable({ title }: { title: string }) {
  const latch = useLatchInstance()
  const headingId = useId()
  return (
    <section className="center" aria-labelledby={headingId} data-testid="view-not-available">
      <h3 id={headingId} style={{ margin: 0, fontWeight: 600, fontSize: 'inherit' }}>
        {title} is not available yet
      </h3>
      <p className="muted">
        This version of Latch cannot do this yet. Close this window to return to the site.
      </p>
      <div className="actions">
        <button
          type="button"
          className="secondary"
          data-testid="view-not-available-close"
          onClick={() => close(latch)}
        >
          Close
        </button>
      </div>
    </section>
  )
}
