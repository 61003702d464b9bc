import { LatchError } from '@latch/core'
import { getEmbeddedWallet, shortenEmail } from '@latch/core/internal'
import { changeEmail, goBack, showSnackbar } from '@latch/core/modal'
import { useEffect, useRef } from 'react'
import { FrameSlot } from '../../components/FrameSlot'
import { useLatchInstance } from '../../hooks/useLatchInstance'
import { useI18n } from '../../i18n/useI18n'

/**
 * Moving the email login to another address (spec §2 UpdateEmailWallet), on the embedded wallet's own
 * screen: the frame, laid over this view, asks for the new address and the code mailed to each address
 * (its steps VERIFY_PRIMARY_OTP, VERIFY_SECONDARY_OTP), so this page never sees either. Once it is done the
 * Account shows the new email; leaving the view closes the frame's screen.
 */
export function UpdateEmailWallet() {
  const latch = useLatchInstance()
  const i18n = useI18n()
  // the words of the moment the change ends, without restarting the change when the language changes
  const words = useRef(i18n)
  words.current = i18n

  useEffect(() => {
    let left = false
    changeEmail(latch).then(
      (email) => {
        if (left) return
        showSnackbar(latch, {
          message: words.current.t('updateEmail.updated', { email: shortenEmail(email) }),
          variant: 'success',
        })
        goBack(latch)
      },
      (cause: unknown) => {
        if (left) return
        const { t, message } = words.current
        const said = cause instanceof LatchError ? cause.shortMessage : t('updateEmail.failed')
        // the person cancelled on the frame's screen: back, nothing to say
        if (said !== 'Cancelled') showSnackbar(latch, { message: message(said), variant: 'error' })
        goBack(latch)
      },
    )
    return () => {
      left = true
      // the person left while the frame still asks: its screen closes, changing nothing
      try {
        getEmbeddedWallet(latch).controls.rejectApproval()
      } catch {}
    }
  }, [latch])

  return <FrameSlot testId="update-email" status={i18n.t('updateEmail.inFrame')} />
}
