import { disconnect } from '@latch/core'
import {
  formatDiscordUsername,
  getAuthLogin,
  getFeatures,
  NAMES_NAMESPACES,
  shortenAddress,
  shortenEmail,
} from '@latch/core/internal'
import { navigate, showSnackbar } from '@latch/core/modal'
import { Avatar } from '../../components/Avatar'
import { CopyButton } from '../../components/CopyButton'
import { ServiceImage } from '../../components/ServiceImage'
import { SOCIAL_PROVIDER_NAMES } from '../../components/socialProviderNames'
import { useAccount } from '../../hooks/useAccount'
import { useIdentity } from '../../hooks/useIdentity'
import { useLatchInstance } from '../../hooks/useLatchInstance'
import { useLatchSelector } from '../../hooks/useLatchSelector'
import { useNetwork } from '../../hooks/useNetwork'
import { useI18n } from '../../i18n/useI18n'
import { TotalValue } from './TotalValue'

/**
 * Who is connected (the identity service's name and avatar, else the generated avatar), the short
 * address with copy, the native balance, the portfolio's total in fiat, and the network badge
 * (opens Networks) and disconnect.
 */
export function AccountHeader({ address }: { address: string }) {
  const latch = useLatchInstance()
  const { balance, balanceSymbol } = useAccount()
  const { network } = useNetwork()
  const identity = useIdentity(address)
  const { t, decimal } = useI18n()
  // An email login's account is known by its email (spec §2: shortened over 30 characters), a social
  // login's by its provider and the user name there (Discord's without its trailing 0, spec §5).
  const login = useLatchSelector(getAuthLogin)
  const email = login?.provider ? undefined : login?.name
  const social = login?.provider && {
    provider: SOCIAL_PROVIDER_NAMES[login.provider],
    name: login.provider === 'discord' ? formatDiscordUsername(login.name ?? '') : login.name,
  }
  // spec §6: with multiWallet on, the wallets held side by side are listed in ProfileWallets.
  const multiWallet = useLatchSelector(() => getFeatures(latch).multiWallet)
  // spec §4: the registration sets the profile name, shown before the identity service is asked again.
  const profileName = useLatchSelector((s) => s.accounts[s.activeNamespace]?.profileName)
  const name = identity.name ?? profileName
  // Names are eip155 only (spec §9); offered once the service said this address has none.
  const namespace = useLatchSelector((s) => s.activeNamespace)
  const canChooseName =
    (NAMES_NAMESPACES as readonly string[]).includes(namespace) && identity.loaded && !name
  return (
    <div className="account-head">
      <ServiceImage src={identity.avatar} className="profile-img" fallback={<Avatar address={address} />} />
      {email && (
        <p className="profile-name" data-testid="account-email" title={email}>
          {shortenEmail(email)}
        </p>
      )}
      {social && (
        <p className="profile-name" data-testid="account-social">
          {social.name ? `${social.name} · ${social.provider}` : social.provider}
        </p>
      )}
      {name && (
        <p className="profile-name" data-testid="account-name">
          {name}
        </p>
      )}
      <div className="address">
        <span data-testid="account-address" title={address}>
          {shortenAddress(address)}
        </span>
        <CopyButton text={address} testId="copy-address" />
      </div>
      <div className="balance" data-testid="account-balance">
        {balance === undefined ? '…' : `${decimal(balance)} ${balanceSymbol ?? ''}`}
      </div>
      <TotalValue />
      <div className="pills">
        <button
          type="button"
          className="pill"
          data-testid="account-network"
          aria-label={t('account.networkLabel', { network: network?.name ?? t('common.unknownNetwork') })}
          onClick={() => navigate(latch, { view: 'Networks' })}
        >
          {network?.name ?? t('common.unknownNetwork')}
        </button>
        {multiWallet && (
          <button
            type="button"
            className="pill"
            data-testid="account-wallets"
            onClick={() => navigate(latch, { view: 'ProfileWallets' })}
          >
            {t('account.wallets')}
          </button>
        )}
        {canChooseName && (
          <button
            type="button"
            className="pill"
            data-testid="account-choose-name"
            onClick={() => navigate(latch, { view: 'RegisterAccountName' })}
          >
            {t('account.chooseName')}
          </button>
        )}
        {email && (
          <button
            type="button"
            className="pill"
            data-testid="update-email-open"
            onClick={() => navigate(latch, { view: 'UpdateEmailWallet' })}
          >
            {t('account.updateEmail')}
          </button>
        )}
        {login && (
          <button
            type="button"
            className="pill"
            data-testid="account-security-open"
            onClick={() => navigate(latch, { view: 'AccountSecurity' })}
          >
            {t('account.security')}
          </button>
        )}
        <button
          type="button"
          className="pill"
          data-testid="disconnect"
          onClick={() =>
            disconnect(latch).catch(() =>
              showSnackbar(latch, { message: t('spec.Failed to disconnect'), variant: 'error' }),
            )
          }
        >
          {login ? t('account.signOut') : t('common.disconnect')}
        </button>
      </div>
    </div>
  )
}
