import { disconnect, navigate, showSnackbar } from '@latch/core'
import { shortenAddress } from '@latch/core/internal'
import { Avatar } from '../../components/Avatar'
import { CopyIcon } from '../../components/icons'
import { useAccount } from '../../hooks/useAccount'
import { useLatchInstance } from '../../hooks/useLatchInstance'
import { useNetwork } from '../../hooks/useNetwork'

export function Account() {
  const latch = useLatchInstance()
  const { address, balance, balanceSymbol } = useAccount()
  const { network } = useNetwork()
  if (!address) return null
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(address)
      showSnackbar(latch, { message: 'Address copied', variant: 'success' })
    } catch {
      showSnackbar(latch, { message: 'Failed to copy address', variant: 'error' })
    }
  }
  return (
    <div className="center" data-testid="account-view">
      <Avatar address={address} />
      <div className="address">
        <span data-testid="account-address" title={address}>
          {shortenAddress(address)}
        </span>
        <button
          type="button"
          className="icon-btn"
          aria-label="Copy address"
          data-testid="copy-address"
          onClick={copy}
        >
          <CopyIcon />
        </button>
      </div>
      <div className="balance" data-testid="account-balance">
        {balance === undefined ? '…' : `${balance} ${balanceSymbol ?? ''}`}
      </div>
      <div className="actions">
        <button
          type="button"
          className="row"
          data-testid="account-network"
          onClick={() => navigate(latch, { view: 'Networks' })}
        >
          <span className="row-name">{network?.name ?? 'Unknown network'}</span>
          <span className="tag">Network</span>
        </button>
        <button
          type="button"
          className="row"
          data-testid="disconnect"
          onClick={() =>
            disconnect(latch).catch(() =>
              showSnackbar(latch, { message: 'Failed to disconnect', variant: 'error' }),
            )
          }
        >
          <span className="row-name">Disconnect</span>
        </button>
      </div>
    </div>
  )
}
