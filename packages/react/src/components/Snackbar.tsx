import { useLatchSelector } from '../hooks/useLatchSelector'
import { Spinner } from './Spinner'

/** Spec §4 snackbar: success, error or loading; announced politely to screen readers. */
export function Snackbar() {
  const snackbar = useLatchSelector((s) => s.snackbar)
  return (
    <div role="status" aria-live="polite">
      {snackbar.open && (
        <div className="snackbar" data-variant={snackbar.variant} data-testid="snackbar">
          {snackbar.variant === 'loading' && <Spinner />}
          <span>{snackbar.message}</span>
        </div>
      )}
    </div>
  )
}
