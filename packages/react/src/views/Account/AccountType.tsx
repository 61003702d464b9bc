import { LatchError, type SwitchableAccountType, switchAccountType } from '@latch/core'
import { getAccountTypeSwitch } from '@latch/core/internal'
import { showSnackbar } from '@latch/core/modal'
import { useState } from 'react'
import { useLatchInstance } from '../../hooks/useLatchInstance'
import { useLatchSelector } from '../../hooks/useLatchSelector'
import type { MessageKey } from '../../i18n/catalogueTypes'
import { useI18n } from '../../i18n/useI18n'

const TYPE_LABELS: Record<SwitchableAccountType, MessageKey> = {
  smartAccount: 'account.typeSmartAccount',
  eoa: 'account.typeEoa',
}
const SWITCH_LABELS: Record<SwitchableAccountType, MessageKey> = {
  smartAccount: 'account.switchToSmartAccount',
  eoa: 'account.switchToEoa',
}

const accountTypeCss = `
.account-type{display:flex;align-items:center;justify-content:center;gap:8px;flex-wrap:wrap;font-size:13px}
.account-type .pill[aria-disabled=true]{opacity:.6;cursor:progress}
`

/**
 * An embedded-wallet account's type (smart account or EOA; 'Not deployed' while the smart account is
 * counterfactual) and the switch to the other one where spec §6 allows it, or the reason it does not.
 * The switch stays focusable while it waits (aria-disabled), so the keyboard does not lose its place;
 * a failure shows in the error snackbar.
 */
export function AccountType() {
  const latch = useLatchInstance()
  const accountType = useLatchSelector(getAccountTypeSwitch)
  const [pending, setPending] = useState(false)
  const { t, message } = useI18n()
  if (!accountType) return null
  const { current, target, smartAccountDeployed, refusal } = accountType

  const onSwitch = async () => {
    if (pending) return
    setPending(true)
    try {
      await switchAccountType(latch, { type: target })
    } catch (cause) {
      const message = cause instanceof LatchError ? cause.shortMessage : 'Failed to switch account type'
      showSnackbar(latch, { message, variant: 'error' })
    } finally {
      setPending(false)
    }
  }

  return (
    <div className="account-type" data-testid="account-type">
      <style>{accountTypeCss}</style>
      <span data-testid="account-type-label">
        <span className="visually-hidden">{t('account.typeLabel')}</span>
        {t(TYPE_LABELS[current])}
      </span>
      {current === 'smartAccount' && smartAccountDeployed === false && (
        <span className="badge" data-testid="account-not-deployed" title={t('account.notDeployedHint')}>
          {t('account.notDeployed')}
        </span>
      )}
      {refusal ? (
        <span className="muted" data-testid="account-type-refusal">
          {message(refusal)}
        </span>
      ) : (
        <button
          type="button"
          className="pill"
          data-testid="account-type-switch"
          aria-disabled={pending}
          aria-busy={pending}
          onClick={() => void onSwitch()}
        >
          {pending ? t('account.switching') : t(SWITCH_LABELS[target])}
        </button>
      )}
      {pending && (
        <span className="visually-hidden" role="status">
          {t('account.switchingTo', { type: t(TYPE_LABELS[target]) })}
        </span>
      )}
    </div>
  )
}
