import { dismissAlert } from '@latch/core'
import { useLatchInstance } from '../hooks/useLatchInstance'
import { useLatchSelector } from '../hooks/useLatchSelector'
import { CloseIcon } from './icons'

export function AlertBanner() {
  const latch = useLatchInstance()
  const alert = useLatchSelector((s) => s.alert)
  if (!alert.open) return null
  return (
    <div className="alert" role="alert" data-testid="alert">
      <span style={{ flex: 1 }}>{alert.message}</span>
      <button
        type="button"
        className="icon-btn"
        aria-label="Dismiss alert"
        onClick={() => dismissAlert(latch)}
      >
        <CloseIcon />
      </button>
    </div>
  )
}
