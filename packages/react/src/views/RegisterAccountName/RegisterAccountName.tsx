import { checkAccountName } from '@latch/core/internal'
import { registerAccountName } from '@latch/core/modal'
import { useId, useState } from 'react'
import { Spinner } from '../../components/Spinner'
import { useLatchInstance } from '../../hooks/useLatchInstance'
import type { Translate } from '../../i18n/createTranslator'
import { useI18n } from '../../i18n/useI18n'
import { sendCss } from '../WalletSend/sendCss'
import { namesCss } from './namesCss'
import { type NameSuggestionsState, useNameSuggestions } from './useNameSuggestions'

/**
 * Choosing a name (spec §2, §4, §5): the label is checked as typed (at least 4 characters, letters,
 * digits and hyphen), then the service says whether it is free and offers free alternatives; Register
 * has the wallet sign the registration message, and core moves on to RegisterAccountNameSuccess or
 * keeps this view with 'Error registering name {name}'.
 */
export function RegisterAccountName() {
  const latch = useLatchInstance()
  const [label, setLabel] = useState('')
  const [registering, setRegistering] = useState(false)
  const inputId = useId()
  const messageId = useId()
  const { t, message: translate } = useI18n()
  const typed = label.trim()
  const refusal = checkAccountName(typed)
  const suggestions = useNameSuggestions(typed)
  const free = suggestions.status === 'ready' && !suggestions.asked.registered ? suggestions.asked : undefined
  const suffix = suggestions.status === 'ready' ? suggestions.asked.name.slice(typed.length) : undefined
  const message = refusal ? translate(refusal) : describe(suggestions, t)
  const isError =
    refusal !== undefined ||
    suggestions.status === 'error' ||
    (suggestions.status === 'ready' && suggestions.asked.registered)
  return (
    <form
      className="register-name"
      data-testid="register-name-view"
      onSubmit={(event) => {
        event.preventDefault()
        if (!free || registering) return
        setRegistering(true)
        registerAccountName(latch, { name: free.name })
          .catch(() => {
            // core shows 'Error registering name {name}' and keeps this view.
          })
          .finally(() => setRegistering(false))
      }}
    >
      <style>{sendCss + namesCss}</style>
      <p className="muted">{t('names.intro')}</p>
      <div className="field">
        <label className="field-label" htmlFor={inputId}>
          {t('names.label')}
        </label>
        <div className="input-row">
          <input
            id={inputId}
            autoComplete="off"
            spellCheck={false}
            autoCapitalize="none"
            placeholder={t('names.placeholder')}
            data-testid="register-name-input"
            aria-describedby={messageId}
            aria-invalid={isError ? true : undefined}
            value={label}
            disabled={registering}
            onChange={(event) => setLabel(event.target.value)}
          />
          {suffix && <span className="suffix">{suffix}</span>}
        </div>
      </div>
      <p
        id={messageId}
        className={`message${isError ? ' error' : ' muted'}`}
        role="status"
        aria-live="polite"
        data-testid="register-name-message"
      >
        {message}
      </p>
      {suggestions.status === 'ready' && suggestions.alternatives.length > 0 && (
        <ul className="suggestions" aria-label={t('names.suggested')} data-testid="register-name-suggestions">
          {suggestions.alternatives.map((suggestion) => (
            <li key={suggestion.name}>
              <button
                type="button"
                data-testid="register-name-suggestion"
                disabled={registering}
                onClick={() => setLabel(suggestion.name.slice(0, suggestion.name.indexOf('.')))}
              >
                {suggestion.name}
              </button>
            </li>
          ))}
        </ul>
      )}
      <button
        type="submit"
        className="primary with-icon"
        data-testid="register-name-submit"
        disabled={!free || registering}
      >
        {registering && <Spinner label={t('names.registering')} />}
        {registering
          ? t('names.signInWallet')
          : free
            ? t('names.registerName', { name: free.name })
            : t('names.register')}
      </button>
    </form>
  )
}

function describe(suggestions: NameSuggestionsState, t: Translate): string {
  switch (suggestions.status) {
    case 'idle':
      return ''
    case 'loading':
      return t('names.checking')
    case 'error':
      return t('spec.Error fetching name suggestions')
    case 'ready':
      return t(suggestions.asked.registered ? 'names.taken' : 'names.available', {
        name: suggestions.asked.name,
      })
  }
}
