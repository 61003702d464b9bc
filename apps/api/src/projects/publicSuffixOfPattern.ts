import { getPublicSuffix } from 'tldts'

/**
 * The public suffix a `*.` origin pattern would cover whole, or undefined when it covers none: for
 * `https://*.vercel.app`, `https://*.com`, `https://*.co.uk` or `https://*.github.io` the suffix itself,
 * names under which anyone can register a site (`evil.vercel.app`), so such a pattern allows strangers.
 * The Public Suffix List's ICANN and private sections decide (tldts); a domain it cannot read counts as a
 * suffix. Exact origins and `*` answer undefined: they are not patterns over a domain.
 *
 * @example
 * publicSuffixOfPattern('https://*.vercel.app') // 'vercel.app'
 * publicSuffixOfPattern('https://*.shop.vercel.app') // undefined
 * publicSuffixOfPattern('https://shop.example.com') // undefined
 */
export function publicSuffixOfPattern(origin: string): string | undefined {
  const domain = /^https?:\/\/\*\.([^:/]+)(?::\d+)?$/i.exec(origin)?.[1]?.toLowerCase()
  if (!domain) return undefined
  const suffix = getPublicSuffix(domain, { allowPrivateDomains: true })
  return suffix === null || suffix === domain ? domain : undefined
}

/**
 * A project's allowed origins without the patterns over a public suffix: the ones stored before the
 * services refused them keep allowing nothing.
 *
 * @example
 * withoutPublicSuffixPatterns(['https://*.vercel.app', 'https://shop.example.com']) // ['https://shop.example.com']
 */
export function withoutPublicSuffixPatterns(origins: readonly string[]): string[] {
  return origins.filter((origin) => publicSuffixOfPattern(origin) === undefined)
}
