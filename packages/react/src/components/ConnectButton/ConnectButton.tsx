import type { CSSProperties } from 'react'
import { useLatchInstance } from '../../hooks/useLatchInstance'
import { useI18n } from '../../i18n/useI18n'
import { baseCss } from '../../theme/baseCss'
import { themeToCssVariables } from '../../theme/themeToCssVariables'
import { useLatchTheme } from '../../theme/useLatchTheme'
import { ShadowHost } from '../ShadowHost'
import { ConnectButtonCustom } from './ConnectButtonCustom'
import { connectButtonCss } from './connectButtonCss'

export interface ConnectButtonProps {
  /** Text while disconnected; defaults to "Connect Wallet" in the modal's language. */
  label?: string
}

/**
 * The ready-made button: "Connect Wallet" while disconnected; balance and address once connected.
 * Lives in its own shadow root, so the page's CSS cannot break it.
 *
 * @example <ConnectButton />
 */
export function ConnectButton({ label }: ConnectButtonProps) {
  const latch = useLatchInstance()
  const theme = useLatchTheme(latch)
  const { t, decimal, dir, locale } = useI18n()
  return (
    <ShadowHost
      css={baseCss + connectButtonCss}
      theme={theme.colorScheme}
      style={themeToCssVariables(theme) as CSSProperties}
    >
      <span dir={dir} lang={locale} style={{ display: 'contents' }}>
        <ConnectButtonCustom>
          {({ account, network, open }) => {
            const balance =
              account.balance === undefined
                ? undefined
                : `${decimal(account.balance)} ${account.balanceSymbol ?? ''}`.trim()
            if (account.isConnected && !network.isSupported) {
              return (
                <button
                  type="button"
                  className="btn"
                  data-wrong=""
                  data-testid="account-button"
                  onClick={() => open()}
                >
                  {t('button.wrongNetwork')}
                </button>
              )
            }
            if (account.isConnected) {
              return (
                <button
                  type="button"
                  className="btn"
                  data-connected=""
                  data-testid="account-button"
                  aria-label={t('button.accountLabel', {
                    address: account.displayAddress ?? '',
                    balance: balance ?? t('button.balanceLoading'),
                  })}
                  onClick={() => open()}
                >
                  <span className="bal" data-testid="account-button-balance">
                    {balance ?? '…'}
                  </span>
                  <span data-testid="account-button-address">{account.displayAddress}</span>
                </button>
              )
            }
            return (
              <button
                type="button"
                className="btn"
                data-testid="connect-button"
                aria-busy={account.isReconnecting}
                onClick={() => open()}
              >
                {account.isReconnecting ? t('button.connecting') : (label ?? t('button.connect'))}
              </button>
            )
          }}
        </ConnectButtonCustom>
      </span>
    </ShadowHost>
  )
}
