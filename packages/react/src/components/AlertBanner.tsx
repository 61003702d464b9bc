import { dismissAlert } from '@latch/core/modal'
import { useLatchInstance } from '../hooks/useLatchInstance'
import { useLatchSelector } from '../hooks/useLatchSelector'
import { useI18n } from '../i18n/useI18n'
import { CloseIcon } from './icons'

export function AlertBanner() {
  const latch = useLatchInstance()
  const alert = useLatchSelector((s) => s.alert)
  const { t, message } = useI18n()
  if (!alert.open) return null
  return (
    <div className="alert" role="alert" data-testid="alert">
      <span style={{ flex: 1 }}>
        {message(alert.message)}
        {/* the long message says what is wrong and what still works; the title alone does not */}
        {alert.details && (
          <span data-testid="alert-details" style={{ display: 'block', fontSize: 13 }}>
            {message(alert.details)}
          </span>
        )}
      </span>
      <button
        type="button"
        className="icon-btn"
        aria-label={t('modal.dismissAlert')}
        onClick={() => dismissAlert(latch)}
      >
        <CloseIcon />
      </button>
    </div>
  )
}
