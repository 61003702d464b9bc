import { formatFiat, formatQuantity } from '@latch/core/internal'
import type { TokenBalance } from '@latch/core/services'
import { TokenIcon } from '../../components/TokenIcon'
import { useI18n } from '../../i18n/useI18n'

/** One token of the portfolio: icon, name and symbol, quantity, price and value in fiat. */
export function TokenRow({ token }: { token: TokenBalance }) {
  const { locale, decimal } = useI18n()
  return (
    <li className="item" data-testid={`token-${token.symbol}`}>
      <TokenIcon src={token.iconUrl} symbol={token.symbol} />
      <div className="item-main">
        <span className="item-title">{token.name}</span>
        <span className="item-sub" data-testid="token-price">
          {formatFiat(token.price, 'usd', locale)}
        </span>
      </div>
      <div className="item-side">
        <span className="item-title" data-testid="token-value">
          {formatFiat(token.value, 'usd', locale)}
        </span>
        <span className="item-sub" data-testid="token-quantity">
          {`${decimal(formatQuantity(token.quantity.numeric))} ${token.symbol}`}
        </span>
      </div>
    </li>
  )
}
