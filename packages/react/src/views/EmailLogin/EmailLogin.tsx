import { LatchError } from '@latch/core'
import { isLoginCode, shortenEmail } from '@latch/core/internal'
import { startEmailLogin, submitEmailCode, waitForDeviceApproval } from '@latch/core/modal'
import { type FormEvent, useCallback, useEffect, useState } from 'react'
import { Spinner } from '../../components/Spinner'
import { TextField } from '../../components/TextField'
import { useLatchInstance } from '../../hooks/useLatchInstance'
import { useLatchSelector } from '../../hooks/useLatchSelector'
import { richText } from '../../i18n/richText'
import { useI18n } from '../../i18n/useI18n'
import { emailCss } from './emailCss'

const messageOf = (cause: unknown) => (cause instanceof LatchError ? cause.shortMessage : 'Failed to connect')

/**
 * The rest of an email login (spec §4): for a browser new to the account, waiting until the person opens
 * the emailed approval link; then the 6-digit code from the mail, with resend. A wrong or expired code is
 * shown and the field kept for another try.
 */
export function EmailLogin() {
  const email = useLatchSelector((s) => s.router.data?.email)
  const step = useLatchSelector((s) => s.router.data?.loginStep)
  if (!email) return null
  return (
    <>
      <style>{emailCss}</style>
      {step === 'VERIFY_DEVICE' ? <DeviceApproval email={email} /> : <CodeEntry email={email} />}
    </>
  )
}

function DeviceApproval({ email }: { email: string }) {
  const latch = useLatchInstance()
  const { t, message } = useI18n()
  const [error, setError] = useState<string>()
  const [attempt, setAttempt] = useState(0)

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` waits again after a failure
  useEffect(() => {
    let current = true
    setError(undefined)
    waitForDeviceApproval(latch).catch((cause) => {
      if (current) setError(messageOf(cause))
    })
    return () => {
      current = false
    }
  }, [latch, attempt])

  return (
    <div className="center" data-testid="email-device">
      <p style={{ margin: 0, fontWeight: 600 }}>{t('email.approveBrowser')}</p>
      <p className="muted">
        {richText(t('email.linkSent'), { email: <strong>{shortenEmail(email)}</strong> })}
      </p>
      {error ? (
        <>
          <p className="error" role="alert" data-testid="email-device-error">
            {message(error)}
          </p>
          <button type="button" className="secondary" onClick={() => setAttempt((n) => n + 1)}>
            {t('email.waitAgain')}
          </button>
        </>
      ) : (
        <div role="status">
          <Spinner label={t('email.waitingApproval')} />
        </div>
      )}
    </div>
  )
}

function CodeEntry({ email }: { email: string }) {
  const latch = useLatchInstance()
  const { t, message } = useI18n()
  const [code, setCode] = useState('')
  const [error, setError] = useState<string>()
  const [notice, setNotice] = useState<string>()
  const [busy, setBusy] = useState(false)

  const submit = useCallback(
    async (otp: string) => {
      setBusy(true)
      setError(undefined)
      setNotice(undefined)
      try {
        await submitEmailCode(latch, { otp })
      } catch (cause) {
        setError(messageOf(cause))
      } finally {
        setBusy(false)
      }
    },
    [latch],
  )

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (!isLoginCode(code)) setError(t('email.codeDigits'))
    else void submit(code)
  }

  const resend = async () => {
    setError(undefined)
    setNotice(undefined)
    try {
      await startEmailLogin(latch, { email })
      setNotice(t('email.newCodeSent'))
    } catch (cause) {
      setError(messageOf(cause))
    }
  }

  return (
    <form className="email-form" onSubmit={onSubmit} noValidate data-testid="email-otp">
      <p className="muted" style={{ textAlign: 'center' }}>
        {richText(t('email.enterCode'), {
          email: <strong data-testid="email-otp-address">{shortenEmail(email)}</strong>,
        })}
      </p>
      <TextField
        label={t('email.codeLabel')}
        testId="email-otp-input"
        errorTestId="email-otp-error"
        error={error && message(error)}
        className="search code-input"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={code}
        onChange={(event) => {
          const digits = event.target.value.replace(/\D/g, '').slice(0, 6)
          setCode(digits)
          // A full code goes at once: typing the sixth digit is the person's "continue".
          if (digits.length === 6 && !busy) void submit(digits)
        }}
      />
      <p className="muted" role="status" data-testid="email-otp-status">
        {busy ? t('email.checkingCode') : notice}
      </p>
      <button
        type="submit"
        className="primary"
        disabled={busy}
        aria-busy={busy}
        data-testid="email-otp-submit"
      >
        {t('common.continue')}
      </button>
      <button
        type="button"
        className="secondary"
        disabled={busy}
        onClick={resend}
        data-testid="email-otp-resend"
      >
        {t('email.resend')}
      </button>
    </form>
  )
}
