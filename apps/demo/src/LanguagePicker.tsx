import { SUPPORTED_LOCALES, useLocale } from '@latch/react'

/** Each language named in itself, as a person looking for theirs reads it. */
const nameOf = (tag: string) => new Intl.DisplayNames([tag], { type: 'language' }).of(tag) ?? tag

/** Switches the modal's language at run time (`useLocale`); `?locale=ar` starts the page in one. */
export function LanguagePicker() {
  const { locale, setLocale } = useLocale()
  return (
    <label style={{ display: 'flex', gap: 8, alignItems: 'center', marginTop: 12 }}>
      Language
      <select data-testid="demo-locale" value={locale} onChange={(event) => setLocale(event.target.value)}>
        {SUPPORTED_LOCALES.map((tag) => (
          <option key={tag} value={tag}>
            {nameOf(tag)}
          </option>
        ))}
      </select>
    </label>
  )
}
