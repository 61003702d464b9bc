import { navigate } from '@latch/core'
import { CopyButton } from '../../components/CopyButton'
import { QrCode } from '../../components/QrCode'
import { Spinner } from '../../components/Spinner'
import { WalletImage } from '../../components/WalletImage'
import { useLatchInstance } from '../../hooks/useLatchInstance'
import { useLatchSelector } from '../../hooks/useLatchSelector'
import { useWalletConnectPairing } from './useWalletConnectPairing'
import { useWalletLinking } from './useWalletLinking'
import { walletConnectCss } from './walletConnectCss'

/**
 * Pairing with a mobile wallet: the WalletConnect URI as a QR code (the wallet's icon in the middle),
 * a copy of the link, a new URI before the old one expires, and the wallet's refusal or a failure
 * with a retry. Opened for a wallet of the listing, it names that wallet, and on a phone opens the
 * wallet's deeplink instead (wcLinking), then waits for it (buffering). As
 * ConnectingWalletConnectBasic (spec §2's manual-control and no-adapter case) it also leads to the
 * wallet list.
 */
export function ConnectingWalletConnect() {
  const latch = useLatchInstance()
  const basic = useLatchSelector((s) => s.router.view === 'ConnectingWalletConnectBasic')
  const { connector, wallet, uri, error, retry } = useWalletConnectPairing()
  const linking = useWalletLinking(wallet, uri)
  const image = wallet?.imageUrl ?? connector?.imageUrl
  return (
    <div className="wc" data-testid="connecting-walletconnect">
      <style>{walletConnectCss}</style>
      {!connector ? (
        <p className="error" role="alert" data-testid="walletconnect-unavailable">
          WalletConnect is not configured on this page.
        </p>
      ) : error ? (
        <>
          <WalletImage src={image} size="big" />
          <p
            className="error"
            role="alert"
            data-testid="connecting-error"
            style={{ margin: 0, fontWeight: 600 }}
          >
            {error.message}
          </p>
          {error.details && <p className="muted">{error.details}</p>}
          <button type="button" className="primary" data-testid="connecting-retry" onClick={retry}>
            Try again
          </button>
        </>
      ) : linking && uri ? (
        <>
          <WalletImage src={image} size="big" />
          <p className="muted" role="status" data-testid="walletconnect-status" style={{ margin: 0 }}>
            {linking.buffering ? `Connecting to ${wallet?.name}…` : `Continue in ${wallet?.name}`}
          </p>
          {linking.buffering ? (
            <Spinner label={`Waiting for ${wallet?.name}`} />
          ) : (
            <button
              type="button"
              className="primary"
              data-testid="walletconnect-open-wallet"
              onClick={linking.openAgain}
            >
              Open {wallet?.name}
            </button>
          )}
          <CopyButton text={uri} what="link" label="Copy link" testId="walletconnect-copy">
            Copy link
          </CopyButton>
        </>
      ) : (
        <>
          {uri ? (
            <QrCode
              value={uri}
              label="WalletConnect QR code: scan it with your phone's wallet"
              testId="walletconnect-qr"
              logo={<WalletImage src={image} />}
            />
          ) : (
            <div className="qr-placeholder">
              <Spinner label="Preparing the QR code" />
            </div>
          )}
          <p className="muted" role="status" data-testid="walletconnect-status" style={{ margin: 0 }}>
            {!uri
              ? 'Preparing the QR code'
              : wallet
                ? `Scan this QR code with ${wallet.name}`
                : 'Scan this QR code with your phone'}
          </p>
          {uri && (
            <CopyButton text={uri} what="link" label="Copy link" testId="walletconnect-copy">
              Copy link
            </CopyButton>
          )}
        </>
      )}
      {basic && (
        <button
          type="button"
          className="secondary"
          data-testid="walletconnect-all-wallets"
          onClick={() => navigate(latch, { view: 'AllWallets' })}
        >
          All Wallets
        </button>
      )}
    </div>
  )
}
