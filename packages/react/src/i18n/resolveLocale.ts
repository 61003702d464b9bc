import { SUPPORTED_LOCALES, type SupportedLocale } from './supportedLocales'

const byLowerCase = new Map<string, SupportedLocale>(SUPPORTED_LOCALES.map((tag) => [tag.toLowerCase(), tag]))

/** Where a language has several catalogues, the one a bare or unknown region gets. */
const LANGUAGE_DEFAULTS: Record<string, SupportedLocale> = { pt: 'pt-BR', zh: 'zh-CN' }
/** Chinese written in Traditional characters, whatever the region says. */
const TRADITIONAL = /^zh-(hant|tw|hk|mo)\b/i

function match(tag: string): SupportedLocale | undefined {
  const lower = tag.toLowerCase()
  const exact = byLowerCase.get(lower)
  if (exact) return exact
  if (TRADITIONAL.test(lower)) return 'zh-TW'
  const language = lower.split('-')[0] ?? ''
  return byLowerCase.get(language) ?? LANGUAGE_DEFAULTS[language]
}

/**
 * The catalogue to speak: the configured tag if Latch has it (or its language: 'de-AT' → 'de'), else
 * the first of the browser's languages it has, else English.
 *
 * @example resolveLocale(undefined, ['fr-CA', 'en']) // 'fr'
 * @example resolveLocale('pt-PT', []) // 'pt-BR'
 */
export function resolveLocale(configured: string | undefined, browser: readonly string[]): SupportedLocale {
  for (const tag of configured === undefined ? browser : [configured]) {
    const found = match(tag)
    if (found) return found
  }
  return 'en'
}
