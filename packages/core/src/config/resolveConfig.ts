import type * as z from 'zod/mini'
import { InvalidConfigError } from '../errors/state'
import { CHAIN_NAMESPACES, type ChainNamespace, type Network, type ThemeConfig } from '../types'
import { configSchema } from './configSchema'
import { refuseUnreadOptions } from './refuseUnreadOptions'
import { themeSchemaOf } from './themeSchema'
import type { LatchConfig, ResolvedConfig } from './types'

function fieldPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (acc, key) => (typeof key === 'number' ? `${acc}[${key}]` : acc ? `${acc}.${String(key)}` : String(key)),
    '',
  )
}

/** The first issue as an InvalidConfigError; an unknown key is named itself, not its object. */
function invalid(
  issue: z.core.$ZodIssue | undefined,
  prefix: readonly PropertyKey[] = [],
): InvalidConfigError {
  const unknown = issue?.code === 'unrecognized_keys'
  const path = [...prefix, ...(issue?.path ?? []), ...(unknown ? issue.keys.slice(0, 1) : [])]
  return new InvalidConfigError(
    fieldPath(path) || 'config',
    unknown ? 'unknown key' : (issue?.message ?? 'invalid'),
  )
}

/** The services answer per project: an `api` without createLatch's `projectId` is a mistake, named. */
function servicesProjectId(projectId: string | undefined): string {
  if (!projectId)
    throw new InvalidConfigError('projectId', 'the services (api) need createLatch({ projectId })')
  return projectId
}

function detectMobile(): boolean {
  const agent = globalThis.navigator?.userAgent ?? ''
  return /Android|iPhone|iPad|iPod|Mobile/i.test(agent)
}

/**
 * Validates a host config and derives what the rest of core needs.
 * Throws `InvalidConfigError` naming the first offending field.
 *
 * @example
 * resolveConfig({ networks: [] }) // throws InvalidConfigError: Invalid config: networks
 */
export function resolveConfig(config: LatchConfig): ResolvedConfig {
  const result = configSchema.safeParse(config)
  if (!result.success) throw invalid(result.error.issues[0])
  refuseUnreadOptions(config)
  // a copy, so that what reaches CSS is what was checked even if the host's object changes later
  const theme = config.theme === undefined ? undefined : themeSchemaOf(config.theme).safeParse(config.theme)
  if (theme && !theme.success) throw invalid(theme.error.issues[0], ['theme'])
  const networks: Network[] = config.networks.map((network) => {
    const [namespace, reference] = network.caipNetworkId.split(':') as [ChainNamespace, string]
    const [rpcUrl, ...others] = typeof network.rpcUrl === 'string' ? [network.rpcUrl] : network.rpcUrl
    return {
      ...network,
      rpcUrl: rpcUrl as string,
      ...(others.length > 0 && { rpcUrls: [rpcUrl as string, ...others] }),
      chainNamespace: namespace,
      id: namespace === 'eip155' ? Number(reference) : reference,
    }
  })
  const ids = new Set<string>()
  networks.forEach((network, index) => {
    if (ids.has(network.caipNetworkId)) {
      throw new InvalidConfigError(
        `networks[${index}].caipNetworkId`,
        `${network.caipNetworkId} is listed twice`,
      )
    }
    ids.add(network.caipNetworkId)
  })
  const defaultNetwork = config.defaultNetwork ?? networks[0]!.caipNetworkId
  if (!ids.has(defaultNetwork)) {
    throw new InvalidConfigError('defaultNetwork', `${defaultNetwork} is not one of the configured networks`)
  }
  // a misspelt namespace must not leave the host's default silently unused
  for (const namespace of Object.keys(config.defaultAccountTypes ?? {}))
    if (!(CHAIN_NAMESPACES as readonly string[]).includes(namespace))
      throw new InvalidConfigError(
        `defaultAccountTypes.${namespace}`,
        `not a namespace (${CHAIN_NAMESPACES.join(', ')})`,
      )
  const adapters = config.adapters ?? []
  const namespaces = new Set<string>()
  adapters.forEach((adapter, index) => {
    if (namespaces.has(adapter.namespace)) {
      throw new InvalidConfigError(`adapters[${index}]`, `a second adapter for ${adapter.namespace}`)
    }
    namespaces.add(adapter.namespace)
  })
  return {
    ...config,
    networks,
    adapters,
    defaultNetwork,
    embedded: config.embedded ?? false,
    isMobile: config.isMobile ?? detectMobile(),
    manualWalletConnect: config.manualWalletConnect ?? false,
    theme: theme?.data as ThemeConfig | undefined,
    api: config.api && {
      baseUrl: config.api.baseUrl.replace(/\/+$/, ''),
      projectId: servicesProjectId(config.projectId),
    },
  }
}
