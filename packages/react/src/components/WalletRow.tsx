import type { Connector } from '@latch/core'
import { WalletImage } from './WalletImage'

export function WalletRow({
  connector,
  tag,
  onSelect,
}: {
  connector: Connector
  tag?: string
  onSelect: (connector: Connector) => void
}) {
  return (
    <li>
      <button
        type="button"
        className="row"
        data-testid={`wallet-${connector.id}`}
        onClick={() => onSelect(connector)}
      >
        <WalletImage src={connector.imageUrl} />
        <span className="row-name">{connector.name}</span>
        {tag && <span className="tag">{tag}</span>}
      </button>
    </li>
  )
}
