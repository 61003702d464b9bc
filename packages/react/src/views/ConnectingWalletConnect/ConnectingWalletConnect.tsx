import { getFeatures } from '@latch/core/internal'
import { navigate } from '@latch/core/modal'
import { CopyButton } from '../../components/CopyButton'
import { QrCode } from '../../components/QrCode'
import { Spinner } from '../../components/Spinner'
import { WalletImage } from '../../components/WalletImage'
import { useLatchInstance } from '../../hooks/useLatchInstance'
import { useLatchSelector } from '../../hooks/useLatchSelector'
import { useI18n } from '../../i18n/useI18n'
import { useWalletConnectPairing } from './useWalletConnectPairing'
import { openWalletLink, useDesktopLinks, useWalletLinking } from './useWalletLinking'
import { walletConnectCss } from './walletConnectCss'

/**
 * Pairing with a mobile wallet: the WalletConnect URI as a QR code (the wallet's icon in the middle),
 * a copy of the link, a new URI before the old one expires, and the wallet's refusal or a failure
 * with a retry. Opened for a wallet of the listing, it names that wallet, and on a phone opens the
 * wallet's deeplink instead (wcLinking), then waits for it (buffering); on a computer it also offers the
 * wallet's desktop and web apps (the listing's desktop_link and webapp_link). As
 * ConnectingWalletConnectBasic (spec §2's manual-control and no-adapter case) it also leads to the
 * wallet list.
 */
export function ConnectingWalletConnect() {
  const latch = useLatchInstance()
  const basic = useLatchSelector((s) => s.router.view === 'ConnectingWalletConnectBasic')
  const allWallets = useLatchSelector(() => getFeatures(latch).allWallets)
  const { connector, wallet, uri, error, retry } = useWalletConnectPairing()
  const linking = useWalletLinking(wallet, uri)
  const desktopLinks = useDesktopLinks(wallet, uri)
  const { t, message } = useI18n()
  const walletName = wallet?.name ?? ''
  const image = wallet?.imageUrl ?? connector?.imageUrl
  return (
    <div className="wc" data-testid="connecting-walletconnect">
      <style>{walletConnectCss}</style>
      {!connector ? (
        <p className="error" role="alert" data-testid="walletconnect-unavailable">
          {t('walletConnect.unavailable')}
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
            {message(error.message)}
          </p>
          {error.details && <p className="muted">{error.details}</p>}
          <button type="button" className="primary" data-testid="connecting-retry" onClick={retry}>
            {t('common.tryAgain')}
          </button>
        </>
      ) : linking && uri ? (
        <>
          <WalletImage src={image} size="big" />
          <p className="muted" role="status" data-testid="walletconnect-status" style={{ margin: 0 }}>
            {linking.buffering
              ? t('walletConnect.connectingTo', { name: walletName })
              : t('connecting.continueIn', { name: walletName })}
          </p>
          {linking.buffering ? (
            <Spinner label={t('connecting.waitingFor', { name: walletName })} />
          ) : (
            <button
              type="button"
              className="primary"
              data-testid="walletconnect-open-wallet"
              onClick={linking.openAgain}
            >
              {t('walletConnect.open', { name: walletName })}
            </button>
          )}
          <CopyButton text={uri} what="link" label={t('common.copyLink')} testId="walletconnect-copy">
            {t('common.copyLink')}
          </CopyButton>
        </>
      ) : (
        <>
          {uri ? (
            <QrCode
              value={uri}
              label={t('walletConnect.qrLabel')}
              testId="walletconnect-qr"
              logo={<WalletImage src={image} />}
            />
          ) : (
            <div className="qr-placeholder">
              <Spinner label={t('walletConnect.preparing')} />
            </div>
          )}
          <p className="muted" role="status" data-testid="walletconnect-status" style={{ margin: 0 }}>
            {!uri
              ? t('walletConnect.preparing')
              : wallet
                ? t('walletConnect.scanWith', { name: wallet.name })
                : t('walletConnect.scanWithPhone')}
          </p>
          {desktopLinks.desktop && (
            <button
              type="button"
              className="secondary"
              data-testid="walletconnect-open-desktop"
              onClick={() => desktopLinks.desktop && openWalletLink(desktopLinks.desktop)}
            >
              {t('walletConnect.openDesktop', { name: walletName })}
            </button>
          )}
          {desktopLinks.webapp && (
            <button
              type="button"
              className="secondary"
              data-testid="walletconnect-open-webapp"
              onClick={() =>
                desktopLinks.webapp && window.open(desktopLinks.webapp, '_blank', 'noopener,noreferrer')
              }
            >
              {t('walletConnect.openWebApp', { name: walletName })}
            </button>
          )}
          {uri && (
            <CopyButton text={uri} what="link" label={t('common.copyLink')} testId="walletconnect-copy">
              {t('common.copyLink')}
            </CopyButton>
          )}
        </>
      )}
      {basic && allWallets && (
        <button
          type="button"
          className="secondary"
          data-testid="walletconnect-all-wallets"
          onClick={() => navigate(latch, { view: 'AllWallets' })}
        >
          {t('connect.allWallets')}
        </button>
      )}
    </div>
  )
}
