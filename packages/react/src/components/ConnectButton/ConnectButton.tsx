import type { CSSProperties } from 'react'
import { useLatchInstance } from '../../hooks/useLatchInstance'
import { baseCss } from '../../theme/baseCss'
import { themeToCssVariables } from '../../theme/themeToCssVariables'
import { useLatchTheme } from '../../theme/useLatchTheme'
import { ShadowHost } from '../ShadowHost'
import { ConnectButtonCustom } from './ConnectButtonCustom'
import { connectButtonCss } from './connectButtonCss'

export interface ConnectButtonProps {
  /** Text while disconnected. */
  label?: string
}

/**
 * The ready-made button: "Connect Wallet" while disconnected; balance and address once connected.
 * Lives in its own shadow root, so the page's CSS cannot break it.
 *
 * @example <ConnectButton />
 */
export function ConnectButton({ label = 'Connect Wallet' }: ConnectButtonProps) {
  const theme = useLatchTheme(useLatchInstance())
  return (
    <ShadowHost
      css={baseCss + connectButtonCss}
      theme={theme.colorScheme}
      style={themeToCssVariables(theme) as CSSProperties}
    >
      <ConnectButtonCustom>
        {({ account, network, open }) => {
          if (account.isConnected && !network.isSupported) {
            return (
              <button
                type="button"
                className="btn"
                data-wrong=""
                data-testid="account-button"
                onClick={() => open()}
              >
                Wrong network
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
                aria-label={`Account ${account.displayAddress}, balance ${account.displayBalance ?? 'loading'}`}
                onClick={() => open()}
              >
                <span className="bal" data-testid="account-button-balance">
                  {account.displayBalance ?? '…'}
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
              {account.isReconnecting ? 'Connecting…' : label}
            </button>
          )
        }}
      </ConnectButtonCustom>
    </ShadowHost>
  )
}
