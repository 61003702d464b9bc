import type { Connector } from '@latch/core'
import { WalletImage } from './WalletImage'

/** A row's place in a windowed list: where it sits, and its position for assistive tech. */
export interface WalletRowItem {
  index: number
  count: number
  /** px from the list's top. */
  top: number
}

export function WalletRow({
  connector,
  tag,
  onSelect,
  item,
}: {
  connector: Connector
  tag?: string
  onSelect: (connector: Connector) => void
  /** Set in a windowed list, where only some rows are in the DOM. */
  item?: WalletRowItem
}) {
  return (
    <li
      {...(item && {
        className: 'vrow',
        style: { top: item.top },
        'aria-posinset': item.index + 1,
        'aria-setsize': item.count,
      })}
    >
      <button
        type="button"
        className="row"
        data-testid={`wallet-${connector.id}`}
        // the chains the row's wallet was found on: a wallet may announce one chain later than another
        data-chains={(connector.connectors ?? [connector]).map((one) => one.chain).join(' ')}
        onClick={() => onSelect(connector)}
      >
        <WalletImage src={connector.imageUrl} />
        <span className="row-name">{connector.name}</span>
        {tag && <span className="tag">{tag}</span>}
      </button>
    </li>
  )
}
