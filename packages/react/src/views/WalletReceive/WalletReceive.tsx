import { useId } from 'react'
import { CopyButton } from '../../components/CopyButton'
import { QrCode } from '../../components/QrCode'
import { useAccount } from '../../hooks/useAccount'
import { useLatchInstance } from '../../hooks/useLatchInstance'
import { useLatchSelector } from '../../hooks/useLatchSelector'
import { useI18n } from '../../i18n/useI18n'
import { receiveCss } from './receiveCss'

/**
 * The connected address as a QR code and in full, with copy, and the configured networks of the
 * active namespace: any of them can receive at this address.
 */
export function WalletReceive() {
  const latch = useLatchInstance()
  const { address } = useAccount()
  const namespace = useLatchSelector((s) => s.activeNamespace)
  const networksId = useId()
  const { t } = useI18n()
  if (!address) return null
  const networks = latch.config.networks.filter((network) => network.chainNamespace === namespace)
  return (
    <div className="receive" data-testid="receive-view">
      <style>{receiveCss}</style>
      <QrCode value={address} label={t('receive.qrLabel', { address })} testId="receive-qr" />
      <p className="full-address" data-testid="receive-address">
        {address}
      </p>
      <CopyButton text={address} testId="receive-copy">
        {t('common.copyAddress')}
      </CopyButton>
      <p className="muted" id={networksId}>
        {t('receive.networks')}
      </p>
      <ul className="chips" aria-labelledby={networksId} data-testid="receive-networks">
        {networks.map((network) => (
          <li key={network.caipNetworkId} data-testid={`receive-network-${network.caipNetworkId}`}>
            {network.name}
          </li>
        ))}
      </ul>
    </div>
  )
}
