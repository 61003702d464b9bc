import { confirmEmailChange, goBack, LatchError, showSnackbar, startEmailChange } from '@latch/core'
import { getAuthEmail, isLoginCode, isValidEmail, shortenEmail } from '@latch/core/internal'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { TextField } from '../../components/TextField'
import { useLatchInstance } from '../../hooks/useLatchInstance'
import { useLatchSelector } from '../../hooks/useLatchSelector'
import type { Translate } from '../../i18n/createTranslator'
import { useI18n } from '../../i18n/useI18n'
import { emailCss } from '../EmailLogin/emailCss'

type Step = 'email' | 'current' | 'new'

const PROMPTS: Record<Step, (t: Translate, current: string, next: string) => string> = {
  email: (t) => t('updateEmail.promptEmail'),
  current: (t, current) => t('email.enterCode', { email: shortenEmail(current) }),
  new: (t, _, next) => t('email.enterCode', { email: shortenEmail(next) }),
}

/**
 * Moving the email login to another address (spec §2 UpdateEmailWallet): the new address, then a code from
 * the current one, then a code from the new one; the Account then shows the new email.
 */
export function UpdateEmailWallet() {
  const latch = useLatchInstance()
  const current = useLatchSelector(getAuthEmail)
  const [step, setStep] = useState<Step>('email')
  const [email, setEmail] = useState('')
  const [code, setCode] = useState('')
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  const input = useRef<HTMLInputElement>(null)
  const { t, message } = useI18n()

  // Each code step brings a new field: the keyboard goes straight to it.
  useEffect(() => {
    if (step !== 'email') input.current?.focus()
  }, [step])

  const run = async (action: () => Promise<void>) => {
    setBusy(true)
    setError(undefined)
    try {
      await action()
    } catch (cause) {
      setError(cause instanceof LatchError ? cause.shortMessage : t('updateEmail.failed'))
    } finally {
      setBusy(false)
    }
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (step === 'email') {
      if (!isValidEmail(email.trim())) return setError(t('email.invalidEmail'))
      return void run(async () => {
        await startEmailChange(latch, { email })
        setStep('current')
      })
    }
    if (!isLoginCode(code)) return setError(t('email.codeDigits'))
    void run(async () => {
      const updated = await confirmEmailChange(latch, { otp: code, address: step })
      setCode('')
      if (step === 'current') return setStep('new')
      showSnackbar(latch, {
        message: t('updateEmail.updated', { email: shortenEmail(updated ?? email) }),
        variant: 'success',
      })
      goBack(latch)
    })
  }

  const entersCode = step !== 'email'
  return (
    <form className="email-form" onSubmit={onSubmit} noValidate data-testid="update-email" data-step={step}>
      <style>{emailCss}</style>
      <p className="muted" style={{ textAlign: 'center' }} data-testid="update-email-prompt">
        {PROMPTS[step](t, current ?? '', email.trim())}
      </p>
      <TextField
        // a new field for each step, so the code box starts empty and is announced afresh
        key={step}
        inputRef={input}
        label={entersCode ? t('updateEmail.code') : t('updateEmail.newEmail')}
        testId="update-email-input"
        errorTestId="update-email-error"
        error={error && message(error)}
        className={entersCode ? 'search code-input' : 'search'}
        type={entersCode ? 'text' : 'email'}
        inputMode={entersCode ? 'numeric' : 'email'}
        autoComplete={entersCode ? 'one-time-code' : 'email'}
        maxLength={entersCode ? 6 : 254}
        value={entersCode ? code : email}
        onChange={(event) =>
          entersCode
            ? setCode(event.target.value.replace(/\D/g, '').slice(0, 6))
            : setEmail(event.target.value)
        }
      />
      <button
        type="submit"
        className="primary"
        disabled={busy}
        aria-busy={busy}
        data-testid="update-email-submit"
      >
        {busy ? t('common.pleaseWait') : t('common.continue')}
      </button>
    </form>
  )
}
