import { useLatchSelector } from '../hooks/useLatchSelector'
import { useI18n } from '../i18n/useI18n'
import { Spinner } from './Spinner'

/**
 * Spec §4 snackbar: success, error or loading. Both live regions stay mounted so screen readers
 * hear what appears in them: success and loading politely, errors at once (assertive).
 */
export function Snackbar() {
  const snackbar = useLatchSelector((s) => s.snackbar)
  const { message: translate, dir, locale } = useI18n()
  const error = snackbar.variant === 'error'
  const message = snackbar.open && (
    <div className="snackbar" data-variant={snackbar.variant} data-testid="snackbar" dir={dir} lang={locale}>
      {snackbar.variant === 'loading' && <Spinner />}
      <span>{translate(snackbar.message)}</span>
    </div>
  )
  return (
    <>
      <div role="status" aria-live="polite">
        {!error && message}
      </div>
      <div role="alert" aria-live="assertive">
        {error && message}
      </div>
    </>
  )
}
