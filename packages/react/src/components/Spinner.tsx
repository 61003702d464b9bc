import { useI18n } from '../i18n/useI18n'

export function Spinner({ label }: { label?: string }) {
  const { t } = useI18n()
  return <div className="spinner" role="progressbar" aria-label={label ?? t('common.loading')} />
}
