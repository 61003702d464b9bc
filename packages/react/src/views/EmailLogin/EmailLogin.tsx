import { LatchError, startEmailLogin, submitEmailCode, waitForDeviceApproval } from '@latch/core'
import { isLoginCode, shortenEmail } from '@latch/core/internal'
import { type FormEvent, useCallback, useEffect, useState } from 'react'
import { Spinner } from '../../components/Spinner'
import { TextField } from '../../components/TextField'
import { useLatchInstance } from '../../hooks/useLatchInstance'
import { useLatchSelector } from '../../hooks/useLatchSelector'
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
      <p style={{ margin: 0, fontWeight: 600 }}>Approve this browser</p>
      <p className="muted">
        We sent a link to <strong>{shortenEmail(email)}</strong>. Open it to approve this browser; the login
        code follows.
      </p>
      {error ? (
        <>
          <p className="error" role="alert" data-testid="email-device-error">
            {error}
          </p>
          <button type="button" className="secondary" onClick={() => setAttempt((n) => n + 1)}>
            Wait again
          </button>
        </>
      ) : (
        <div role="status">
          <Spinner label="Waiting for the approval" />
        </div>
      )}
    </div>
  )
}

function CodeEntry({ email }: { email: string }) {
  const latch = useLatchInstance()
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
    if (!isLoginCode(code)) setError('The code is 6 digits')
    else void submit(code)
  }

  const resend = async () => {
    setError(undefined)
    setNotice(undefined)
    try {
      await startEmailLogin(latch, { email })
      setNotice('A new code is on its way')
    } catch (cause) {
      setError(messageOf(cause))
    }
  }

  return (
    <form className="email-form" onSubmit={onSubmit} noValidate data-testid="email-otp">
      <p className="muted" style={{ textAlign: 'center' }}>
        Enter the code we sent to <strong data-testid="email-otp-address">{shortenEmail(email)}</strong>
      </p>
      <TextField
        label="Login code"
        testId="email-otp-input"
        errorTestId="email-otp-error"
        error={error}
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
        {busy ? 'Checking the code…' : notice}
      </p>
      <button
        type="submit"
        className="primary"
        disabled={busy}
        aria-busy={busy}
        data-testid="email-otp-submit"
      >
        Continue
      </button>
      <button
        type="button"
        className="secondary"
        disabled={busy}
        onClick={resend}
        data-testid="email-otp-resend"
      >
        Resend code
      </button>
    </form>
  )
}
