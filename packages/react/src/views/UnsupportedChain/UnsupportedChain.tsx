import { disconnect } from '@latch/core'
import { NetworkList } from '../../components/NetworkList'
import { useLatchInstance } from '../../hooks/useLatchInstance'
import { useI18n } from '../../i18n/useI18n'

/** The wallet is on a network the host does not support; only choosing one (or disconnecting) leaves. */
export function UnsupportedChain() {
  const latch = useLatchInstance()
  const { t } = useI18n()
  return (
    <div data-testid="unsupported-chain-view">
      <p className="muted" style={{ margin: '4px 4px 12px' }}>
        {t('unsupportedChain.message')}
      </p>
      <NetworkList />
      <div className="actions">
        <button
          type="button"
          className="secondary"
          data-testid="unsupported-disconnect"
          onClick={() => disconnect(latch).catch(() => {})}
        >
          {t('common.disconnect')}
        </button>
      </div>
    </div>
  )
}
