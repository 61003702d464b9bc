import { LatchError } from '@latch/core'
import { isFarcasterCode } from '@latch/core/internal'
import { submitFarcasterCode } from '@latch/core/modal'
import { type FormEvent, useState } from 'react'
import { TextField } from '../../components/TextField'
import { useLatchInstance } from '../../hooks/useLatchInstance'
import { useI18n } from '../../i18n/useI18n'
import { emailCss } from '../EmailLogin/emailCss'

const messageOf = (cause: unknown) =>
  cause instanceof LatchError ? cause.shortMessage : 'Failed to connect to farcaster'

/**
 * The last step of Sign In With Farcaster: the code the person's Farcaster app shows once they signed in,
 * typed here, on the device that asked. A wrong code is shown and the field kept for another try.
 */
export function FarcasterCodeEntry() {
  const latch = useLatchInstance()
  const { t, message } = useI18n()
  const [code, setCode] = useState('')
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (!isFarcasterCode(code)) {
      setError(t('farcaster.codeFormat'))
      return
    }
    setBusy(true)
    setError(undefined)
    try {
      await submitFarcasterCode(latch, { code })
    } catch (cause) {
      setError(messageOf(cause))
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className="email-form" onSubmit={onSubmit} noValidate data-testid="farcaster-code-form">
      <style>{emailCss}</style>
      <p className="muted" style={{ margin: 0, textAlign: 'center' }} data-testid="farcaster-code-prompt">
        {t('farcaster.codePrompt')}
      </p>
      <TextField
        label={t('farcaster.codeLabel')}
        testId="farcaster-code-input"
        errorTestId="farcaster-code-error"
        error={error && message(error)}
        className="search code-input"
        autoComplete="one-time-code"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={9}
        value={code}
        onChange={(event) => setCode(event.target.value.toUpperCase())}
      />
      <p className="muted" role="status" data-testid="farcaster-code-status" style={{ margin: 0 }}>
        {busy ? t('farcaster.checkingCode') : ''}
      </p>
      <button
        type="submit"
        className="primary"
        disabled={busy}
        aria-busy={busy}
        data-testid="farcaster-code-submit"
      >
        {t('common.continue')}
      </button>
    </form>
  )
}
