import { goBack } from '@latch/core/modal'
import { useLatchInstance } from '../../hooks/useLatchInstance'
import { useLatchSelector } from '../../hooks/useLatchSelector'
import { useI18n } from '../../i18n/useI18n'
import { namesCss } from './namesCss'

/** The name just registered (spec §4), and the way back to the Account, which now shows it. */
export function RegisterAccountNameSuccess() {
  const latch = useLatchInstance()
  const name = useLatchSelector((s) => s.router.data?.name)
  const { t } = useI18n()
  return (
    <div className="registered" data-testid="register-name-success">
      <style>{namesCss}</style>
      <p className="muted">{t('names.registered')}</p>
      <p className="name" data-testid="register-name-registered">
        {name}
      </p>
      <p className="muted">{t('names.registeredHint')}</p>
      <button
        type="button"
        className="primary"
        data-testid="register-name-done"
        onClick={() => goBack(latch)}
      >
        {t('common.backToAccount')}
      </button>
    </div>
  )
}
