import { type CaipNetworkId, switchNetwork } from '@latch/core'
import { isConnected } from '@latch/core/internal'
import { navigate } from '@latch/core/modal'
import { getNetworkImageUrl } from '@latch/core/services'
import { useLatchInstance } from '../hooks/useLatchInstance'
import { useLatchSelector } from '../hooks/useLatchSelector'
import { useNetwork } from '../hooks/useNetwork'
import { useI18n } from '../i18n/useI18n'
import { ServiceImage } from './ServiceImage'

/**
 * The configured networks; choosing one switches (through SwitchNetwork when a wallet must approve, through
 * SwitchActiveChain when it belongs to another namespace).
 */
export function NetworkList() {
  const latch = useLatchInstance()
  const { caipNetworkId, networks } = useNetwork()
  const connected = useLatchSelector(isConnected)
  const activeNamespace = useLatchSelector((s) => s.activeNamespace)
  const { t } = useI18n()
  const choose = (id: CaipNetworkId) => {
    const namespace = networks.find((network) => network.caipNetworkId === id)?.chainNamespace
    // Another namespace (eip155 ↔ solana): SwitchActiveChain works out whether a wallet must connect there.
    if (connected && namespace !== activeNamespace) {
      navigate(latch, { view: 'SwitchActiveChain', data: { caipNetworkId: id } })
      return
    }
    if (connected) navigate(latch, { view: 'SwitchNetwork', data: { caipNetworkId: id } })
    switchNetwork(latch, { caipNetworkId: id }).catch(() => {
      // The action goes back from SwitchNetwork and shows the error in the snackbar.
    })
  }
  return (
    <ul className="list" aria-label={t('networks.list')}>
      {networks.map((network) => {
        const current = network.caipNetworkId === caipNetworkId
        return (
          <li key={network.caipNetworkId}>
            <button
              type="button"
              className="row"
              aria-current={current}
              data-testid={`network-${network.caipNetworkId}`}
              onClick={() => (current ? undefined : choose(network.caipNetworkId))}
            >
              <ServiceImage
                src={getNetworkImageUrl(latch, { network })}
                className="token-icon"
                fallback={
                  <span className="token-icon" aria-hidden="true">
                    {network.name.slice(0, 1).toUpperCase()}
                  </span>
                }
              />
              <span className="row-name">{network.name}</span>
              {current && <span className="tag">{t('common.connected')}</span>}
            </button>
          </li>
        )
      })}
    </ul>
  )
}
