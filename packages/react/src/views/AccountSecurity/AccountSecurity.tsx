import { getEmbeddedWallet } from '@latch/core/internal'
import { goBack, openAccountSecurity } from '@latch/core/modal'
import { useEffect } from 'react'
import { FrameSlot } from '../../components/FrameSlot'
import { useLatchInstance } from '../../hooks/useLatchInstance'
import { useI18n } from '../../i18n/useI18n'

/**
 * The embedded wallet's account security (AccountSecurity), on the frame's own screen laid over this
 * view: the devices that can use the wallet, signing one out, and Sign out everywhere else. This page
 * can neither read the list nor press its buttons; the view goes back when the person is done.
 */
export function AccountSecurity() {
  const latch = useLatchInstance()
  const { t } = useI18n()

  useEffect(() => {
    let left = false
    const back = () => {
      if (!left) goBack(latch)
    }
    openAccountSecurity(latch).then(back, back)
    return () => {
      left = true
      try {
        getEmbeddedWallet(latch).controls.rejectApproval()
      } catch {}
    }
  }, [latch])

  return <FrameSlot testId="account-security" status={t('accountSecurity.inFrame')} />
}
