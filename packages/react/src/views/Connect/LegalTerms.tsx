import type { Latch } from '@latch/core'
import { getFeatures } from '@latch/core/internal'
import { type ReactNode, useState } from 'react'
import { useLatchInstance } from '../../hooks/useLatchInstance'
import { useLatchSelector } from '../../hooks/useLatchSelector'
import { richText } from '../../i18n/richText'
import { useI18n } from '../../i18n/useI18n'

export const legalCss = `
.legal{display:flex;gap:10px;align-items:flex-start;margin:0 4px 12px;font-size:13px;line-height:1.4}
.legal input{width:18px;height:18px;margin:1px 0 0;flex:none;accent-color:var(--latch-accent)}
.legal a,.legal-notice a{color:inherit;text-decoration:underline}
.legal-notice{margin:12px 4px 0;font-size:12px;text-align:center}
.connect-methods fieldset{border:0;margin:0;padding:0;min-width:0}
.connect-methods fieldset:disabled{opacity:.5}
`

/** Ticked once, the box stays ticked for this instance while the page lives (a back to Connect keeps it). */
const agreedBy = new WeakMap<Latch, boolean>()

/**
 * Whether the person may choose a login or a wallet yet: with `features.legalCheckbox` on, only once
 * they ticked the box agreeing to the host's terms and privacy policy; otherwise always.
 *
 * @example const { required, agreed, agree } = useLegalAgreement()
 */
export function useLegalAgreement(): {
  required: boolean
  agreed: boolean
  agree: (agreed: boolean) => void
} {
  const latch = useLatchInstance()
  const required = useLatchSelector(() => getFeatures(latch).legalCheckbox)
  const [agreed, setAgreed] = useState(() => agreedBy.get(latch) ?? false)
  const agree = (value: boolean) => {
    agreedBy.set(latch, value)
    setAgreed(value)
  }
  return { required, agreed: !required || agreed, agree }
}

/** The host's terms and privacy policy as links, joined the locale's way ('A and B', 'A und B'). */
function useDocuments(): ReactNode | undefined {
  const latch = useLatchInstance()
  const { t, locale } = useI18n()
  const { termsConditionsUrl, privacyPolicyUrl } = latch.config
  const links = [
    termsConditionsUrl && { key: 'terms', href: termsConditionsUrl, label: t('legal.terms') },
    privacyPolicyUrl && { key: 'privacy', href: privacyPolicyUrl, label: t('legal.privacy') },
  ].filter((link) => !!link)
  if (links.length === 0) return undefined
  const parts = new Intl.ListFormat(locale, { type: 'conjunction' }).formatToParts(links.map((l) => l.label))
  let next = 0
  // the literals (', ', ' and ') stay text between the links, in the locale's order
  return parts.map((part) => {
    if (part.type === 'literal') return part.value
    const link = links[next++]!
    return (
      <a
        key={link.key}
        href={link.href}
        target="_blank"
        rel="noopener noreferrer"
        data-testid={`legal-${link.key}`}
      >
        {part.value}
      </a>
    )
  })
}

/**
 * The checkbox of `features.legalCheckbox` (spec §6), first in the Connect view so the keyboard reaches it
 * before the methods it unlocks; or, with the flag off and a terms or privacy link configured, a line
 * under the methods saying that connecting agrees to them. Nothing when neither link is configured.
 */
export function LegalCheckbox({
  agreed,
  onChange,
}: {
  agreed: boolean
  onChange: (agreed: boolean) => void
}) {
  const { t } = useI18n()
  const documents = useDocuments()
  if (!documents) return null
  return (
    <label className="legal" data-testid="legal-agreement">
      <input
        type="checkbox"
        data-testid="legal-checkbox"
        checked={agreed}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
      <span>{richText(t('legal.agree'), { documents })}</span>
    </label>
  )
}

/** With the checkbox off: 'By connecting a wallet, you agree to the Terms of Service and Privacy Policy'. */
export function LegalNotice() {
  const { t } = useI18n()
  const documents = useDocuments()
  if (!documents) return null
  return (
    <p className="muted legal-notice" data-testid="legal-notice">
      {richText(t('legal.notice'), { documents })}
    </p>
  )
}
