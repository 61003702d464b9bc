import { navigate } from '@latch/core'
import { RECOMMENDED_WALLETS } from '@latch/core/internal'
import { WalletRow } from '../../components/WalletRow'
import { useLatchInstance } from '../../hooks/useLatchInstance'
import { useSelectWallet } from '../../hooks/useSelectWallet'
import { useWalletList } from '../../hooks/useWalletList'

const GROUP_TAGS: Partial<Record<string, string>> = { recent: 'Recent', injected: 'Installed' }

/**
 * The first four wallets of the spec's type order (WalletConnect, recent, installed, featured,
 * custom, the listing's recommended ones), and All Wallets with how many it holds.
 */
export function Connect() {
  const latch = useLatchInstance()
  const { wallets, count } = useWalletList()
  const select = useSelectWallet()
  const shown = wallets.slice(0, RECOMMENDED_WALLETS)
  return (
    <>
      {wallets.length === 0 && (
        <p className="muted" data-testid="no-wallets" style={{ margin: '8px 4px 12px' }}>
          No browser wallet found. Install a wallet extension, then reload the page.
        </p>
      )}
      <ul className="list" aria-label="Wallets">
        {shown.map(({ connector, group }) => (
          <WalletRow key={connector.id} connector={connector} tag={GROUP_TAGS[group]} onSelect={select} />
        ))}
        <li>
          <button
            type="button"
            className="row"
            data-testid="all-wallets"
            onClick={() => navigate(latch, { view: 'AllWallets' })}
          >
            <span className="row-name">All Wallets</span>
            <span className="tag">{count}</span>
          </button>
        </li>
      </ul>
    </>
  )
}
