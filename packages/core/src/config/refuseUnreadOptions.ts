import { InvalidConfigError } from '../errors/state'
import { configSchema, featuresSchema } from './configSchema'
import type { LatchConfig } from './types'

/**
 * Options other toolkits take that Latch names otherwise or holds elsewhere: the refusal says where to
 * put them, so a host moving a config over is not left guessing.
 */
const ELSEWHERE: Readonly<Record<string, string>> = {
  termsOfServiceUrl: 'Latch calls it termsConditionsUrl',
  themeMode: "set theme: 'light', 'dark' or 'system'",
  themeVariables: 'set theme: lightTheme({ ... }) (docs/theming.md)',
  enableWalletConnect: 'pass walletConnect(...) to the adapter, e.g. createEvmAdapter({ walletConnect })',
  allWallets: 'it is a feature flag: features.allWallets',
  legalCheckbox: 'it is a feature flag: features.legalCheckbox',
  collapseWallets: 'it is a feature flag: features.collapseWallets',
}

/** Flags of the spec Latch takes but does not do yet: `true` is refused, so nobody counts on them. */
const NOT_YET: Readonly<Record<string, string>> = {
  smartSessions: 'Latch has no smart sessions yet; leave it out',
  pay: 'Latch has no pay flow yet; leave it out',
}

/** `theme` is checked apart (themeSchemaOf), the rest by the schema. */
const KNOWN = new Set([...Object.keys(configSchema.shape), 'theme'])
const KNOWN_FEATURES = new Set(Object.keys(featuresSchema.shape))

function unknownKey(field: string, key: string): InvalidConfigError {
  return new InvalidConfigError(
    field,
    ELSEWHERE[key] ?? 'not an option of createLatch (docs/configuration.md)',
  )
}

/**
 * Refuses what createLatch would otherwise accept and ignore: a key it does not know (at the top or in
 * `features`), a spec flag Latch does not do yet set to `true`, and `features.legalCheckbox` with nothing
 * to agree to. Runs after the schema, so the values are of the right types.
 *
 * @example
 * refuseUnreadOptions({ networks, features: { pay: true } })
 * // throws InvalidConfigError: Invalid config: features.pay (Latch has no pay flow yet; leave it out)
 */
export function refuseUnreadOptions(config: LatchConfig): void {
  for (const key of Object.keys(config)) if (!KNOWN.has(key)) throw unknownKey(key, key)
  const features = config.features ?? {}
  for (const key of Object.keys(features)) {
    if (!KNOWN_FEATURES.has(key)) throw unknownKey(`features.${key}`, key)
    const reason = NOT_YET[key]
    if (reason && features[key as keyof typeof features] === true)
      throw new InvalidConfigError(`features.${key}`, reason)
  }
  if (features.legalCheckbox && !config.termsConditionsUrl && !config.privacyPolicyUrl)
    throw new InvalidConfigError(
      'features.legalCheckbox',
      'needs something to agree to: set termsConditionsUrl, privacyPolicyUrl or both (http(s) URLs)',
    )
}
