import { LatchError, type SocialProvider } from '@latch/core'
import { connectFarcaster, connectSocial } from '@latch/core/modal'
import { useState } from 'react'
import { SOCIAL_PROVIDER_NAMES } from '../../components/socialProviderNames'
import { useLatchInstance } from '../../hooks/useLatchInstance'
import { useSocialLogins } from '../../hooks/useSocialLogins'
import { useI18n } from '../../i18n/useI18n'

const css = `
.social-logins { display: grid; grid-template-columns: repeat(3, 1fr); gap: 8px; }
.social-logins .social-first { grid-column: 1 / -1; }
.social-logins button { justify-content: center; }
.social-error { margin: 8px 4px 0; }
`

/**
 * The social logins on Connect, one button each (the first across the row); Farcaster's opens its own
 * view. A provider's press opens it in a popup at once (or sends the page there when the browser blocks popups); while it is open the button
 * says so, and a failure ('Popup closed', 'Connection rejected', …) shows under the buttons.
 */
export function SocialLogins() {
  const latch = useLatchInstance()
  const providers = useSocialLogins()
  const [pending, setPending] = useState<SocialProvider>()
  const [error, setError] = useState<string>()
  const { t, message } = useI18n()

  const start = (provider: SocialProvider) => {
    if (provider === 'farcaster') {
      // its own view shows the link, the waiting and the failure
      void connectFarcaster(latch).catch(() => {})
      return
    }
    setPending(provider)
    setError(undefined)
    // no await before connectSocial: it opens the popup in this click's task
    connectSocial(latch, { provider })
      .catch((cause: unknown) =>
        setError(message(cause instanceof LatchError ? cause.shortMessage : 'Failed to connect')),
      )
      .finally(() => setPending(undefined))
  }

  return (
    <div data-testid="social-logins">
      <style>{css}</style>
      <ul className="social-logins" aria-label={t('connect.socialLogins')}>
        {providers.map((provider, index) => {
          const name = SOCIAL_PROVIDER_NAMES[provider]
          return (
            <li key={provider} className={index === 0 ? 'social-first' : undefined}>
              <button
                type="button"
                className="row"
                data-testid={`social-${provider}`}
                aria-label={t('connect.continueWith', { provider: name })}
                aria-busy={pending === provider}
                disabled={pending !== undefined}
                onClick={() => start(provider)}
              >
                {pending === provider
                  ? t('connect.continueInWindow', { provider: name })
                  : index === 0
                    ? t('connect.continueWith', { provider: name })
                    : name}
              </button>
            </li>
          )
        })}
      </ul>
      {error && (
        <p className="error social-error" role="alert" data-testid="social-error">
          {error}
        </p>
      )}
    </div>
  )
}
