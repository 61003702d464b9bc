import { disconnect } from '@latch/core'
import { NetworkList } from '../../components/NetworkList'
import { useLatchInstance } from '../../hooks/useLatchInstance'

/** The wallet is on a network the host does not support; only choosing one (or disconnecting) leaves. */
export function UnsupportedChain() {
  const latch = useLatchInstance()
  return (
    <div data-testid="unsupported-chain-view">
      <p className="muted" style={{ margin: '4px 4px 12px' }}>
        This app doesn't support your current network. Switch to an available option to continue.
      </p>
      <NetworkList />
      <div className="actions">
        <button
          type="button"
          className="secondary"
          data-testid="unsupported-disconnect"
          onClick={() => disconnect(latch).catch(() => {})}
        >
          Disconnect
        </button>
      </div>
    </div>
  )
}
