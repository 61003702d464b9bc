import type { ConnectMethod } from '@latch/core'
import { getConnectMethodsOrder, getFeatures, RECOMMENDED_WALLETS } from '@latch/core/internal'
import { navigate } from '@latch/core/modal'
import { Fragment, type ReactNode, Suspense, useEffect, useRef, useState } from 'react'
import { WalletRow } from '../../components/WalletRow'
import { useEmailConnector, useInstalledConnectors, useSocialLoginsOn } from '../../hooks/useConnectors'
import { useLatchInstance } from '../../hooks/useLatchInstance'
import { useLatchSelector } from '../../hooks/useLatchSelector'
import { useSelectWallet } from '../../hooks/useSelectWallet'
import { useWalletList } from '../../hooks/useWalletList'
import type { MessageKey } from '../../i18n/catalogueTypes'
import { useI18n } from '../../i18n/useI18n'
import { preloadable } from '../../modal/preloadable'
import { LegalCheckbox, LegalNotice, legalCss, useLegalAgreement } from './LegalTerms'

// Its own chunk: a page without email login ships none of it in the modal's first load.
const emailLoginForm = preloadable(() => import('./EmailLoginForm').then((module) => module.EmailLoginForm))

function EmailLogin() {
  const EmailLoginForm = emailLoginForm.read()
  return <EmailLoginForm />
}

// Its own chunk too: a page without social logins ships none of it.
const socialLogins = preloadable(() => import('./SocialLogins').then((module) => module.SocialLogins))

function Socials() {
  const SocialLogins = socialLogins.read()
  return <SocialLogins />
}

const GROUP_TAGS: Partial<Record<string, MessageKey>> = {
  recent: 'connect.tagRecent',
  injected: 'connect.tagInstalled',
}

/**
 * The connect methods in the spec's order (email, social, wallet; wallet first when browser wallets are
 * installed; the host's `connectMethodsOrder` wins): the email login and the social logins when configured, and the first four
 * wallets of the spec's type order with All Wallets (unless `features.allWallets` is off) and how many it
 * holds. `features.collapseWallets` folds the wallets behind one button while another method shows;
 * `features.legalCheckbox` locks every method until the terms are agreed to; the project's remote
 * branding adds the 'UX by Latch' line.
 */
export function Connect() {
  const latch = useLatchInstance()
  const { wallets, count } = useWalletList()
  const select = useSelectWallet()
  const email = useEmailConnector()
  const socials = useSocialLoginsOn()
  const installed = useInstalledConnectors()
  const features = useLatchSelector(() => getFeatures(latch))
  const legal = useLegalAgreement()
  const [unfolded, setUnfolded] = useState(false)
  const walletList = useRef<HTMLUListElement>(null)
  const { t } = useI18n()
  const shown = wallets.slice(0, RECOMMENDED_WALLETS)
  const order = getConnectMethodsOrder({
    configured: latch.config.connectMethodsOrder,
    hasInstalledWallets: installed.some((connector) => connector.type !== 'WALLET_CONNECT'),
  })
  const folded = features.collapseWallets && !unfolded && Boolean(email || socials)
  // the button that unfolded the wallets is gone: the keyboard goes on to the first wallet
  useEffect(() => {
    if (unfolded) walletList.current?.querySelector('button')?.focus()
  }, [unfolded])
  const sections: Record<ConnectMethod, ReactNode> = {
    email: email ? (
      <Suspense fallback={<div style={{ minHeight: 84 }} />}>
        <EmailLogin />
      </Suspense>
    ) : null,
    social: socials ? (
      <Suspense fallback={<div style={{ minHeight: 96 }} />}>
        <Socials />
      </Suspense>
    ) : null,
    wallet: folded ? (
      <button type="button" className="row" data-testid="collapsed-wallets" onClick={() => setUnfolded(true)}>
        <span className="row-name">{t('connect.continueWithWallet')}</span>
        <span className="tag">{count}</span>
      </button>
    ) : (
      <>
        {wallets.length === 0 && (
          <p className="muted" data-testid="no-wallets" style={{ margin: '8px 4px 12px' }}>
            {t('connect.noWallets')}
          </p>
        )}
        <ul className="list" aria-label={t('connect.wallets')} ref={walletList}>
          {shown.map(({ connector, group }) => {
            const tag = GROUP_TAGS[group]
            return (
              <WalletRow key={connector.id} connector={connector} tag={tag && t(tag)} onSelect={select} />
            )
          })}
          {features.allWallets && (
            <li>
              <button
                type="button"
                className="row"
                data-testid="all-wallets"
                onClick={() => navigate(latch, { view: 'AllWallets' })}
              >
                <span className="row-name">{t('connect.allWallets')}</span>
                <span className="tag">{count}</span>
              </button>
            </li>
          )}
        </ul>
      </>
    ),
  }
  const present = order.filter((method) => sections[method])
  return (
    <div className="connect-methods" data-testid="connect-methods" data-order={present.join(',')}>
      <style>{legalCss}</style>
      {legal.required && <LegalCheckbox agreed={legal.agreed} onChange={legal.agree} />}
      {/* a disabled fieldset takes every login and wallet out of reach (and of the tab order) at once */}
      <fieldset disabled={!legal.agreed} data-testid="connect-methods-fieldset">
        {present.map((method, index) => (
          <Fragment key={method}>
            {index > 0 && (
              <p className="muted" style={{ textAlign: 'center', margin: '12px 0' }} aria-hidden="true">
                {t('common.or')}
              </p>
            )}
            {sections[method]}
          </Fragment>
        ))}
      </fieldset>
      {!legal.required && <LegalNotice />}
      {features.branding && (
        <p className="muted legal-notice" data-testid="branding">
          {t('connect.branding', { name: 'Latch' })}
        </p>
      )}
    </div>
  )
}
