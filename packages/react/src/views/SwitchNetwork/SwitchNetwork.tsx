import { Spinner } from '../../components/Spinner'
import { useLatchInstance } from '../../hooks/useLatchInstance'
import { useLatchSelector } from '../../hooks/useLatchSelector'
import { useI18n } from '../../i18n/useI18n'

/** Waiting for the wallet to approve a network switch. */
export function SwitchNetwork() {
  const latch = useLatchInstance()
  const caipNetworkId = useLatchSelector((s) => s.router.data?.caipNetworkId)
  const { t } = useI18n()
  const name =
    latch.config.networks.find((n) => n.caipNetworkId === caipNetworkId)?.name ?? t('common.theNetwork')
  return (
    <div className="center" data-testid="switch-network-view">
      <Spinner label={t('switchNetwork.switchingTo', { network: name })} />
      <p style={{ margin: 0, fontWeight: 600 }}>{t('switchNetwork.approve')}</p>
      <p className="muted">{t('switchNetwork.accept', { network: name })}</p>
    </div>
  )
}
