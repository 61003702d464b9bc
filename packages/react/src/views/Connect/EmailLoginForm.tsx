import { LatchError } from '@latch/core'
import { getEmbeddedWallet, isValidEmail } from '@latch/core/internal'
import { startEmailLogin } from '@latch/core/modal'
import { type FormEvent, useEffect, useState } from 'react'
import { TextField } from '../../components/TextField'
import { useLatchInstance } from '../../hooks/useLatchInstance'
import { useI18n } from '../../i18n/useI18n'
import { emailCss } from '../EmailLogin/emailCss'

/**
 * The email login on Connect: an address, and Continue. Showing it loads the embedded wallet's frame in the
 * background, so the code is on its way as soon as the person continues. A refusal (a typo, the 30 s
 * cooldown's 'Please try again after N seconds') shows under the field, which keeps what was typed.
 */
export function EmailLoginForm() {
  const latch = useLatchInstance()
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string>()
  const [sending, setSending] = useState(false)
  const { t, message } = useI18n()

  useEffect(() => {
    // Failures (even finding no connector) show when the person continues, which loads again.
    Promise.resolve()
      .then(() => getEmbeddedWallet(latch).controls.load())
      .catch(() => {})
  }, [latch])

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!isValidEmail(email.trim())) {
      setError(t('email.invalidEmail'))
      return
    }
    setSending(true)
    setError(undefined)
    try {
      await startEmailLogin(latch, { email })
    } catch (cause) {
      setError(message(cause instanceof LatchError ? cause.shortMessage : 'Failed to connect'))
    } finally {
      setSending(false)
    }
  }

  return (
    <form className="email-form" onSubmit={submit} noValidate data-testid="email-login-form">
      <style>{emailCss}</style>
      <TextField
        label={t('connect.email')}
        testId="email-input"
        errorTestId="email-error"
        error={error}
        type="email"
        inputMode="email"
        autoComplete="email"
        placeholder={t('connect.email')}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <button
        type="submit"
        className="primary"
        data-testid="email-continue"
        disabled={sending || email.trim() === ''}
        aria-busy={sending}
      >
        {sending ? t('connect.sendingCode') : t('common.continue')}
      </button>
    </form>
  )
}
