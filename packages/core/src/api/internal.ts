import type { TokenBalance } from '../types/portfolio'
import type { TtlCache } from './cache'
import type { Identity } from './getIdentity'
import type { NameRecord } from './nameRecord'

/** What one instance's service clients remember: caches and limits, never shared between instances. */
export interface ApiInternal {
  /** Identity by address, 5 min (IDENTITY_CACHE_MS). */
  identities: TtlCache<Identity>
  /** Token balances by chain, address and currency, 30 s (PORTFOLIO_CACHE_MS). */
  portfolios: TtlCache<readonly TokenBalance[]>
  /** Resolved names, `null` for unregistered ones, 5 min (ENS_CACHE_MS). */
  names: TtlCache<NameRecord | null>
  /** When a balance fetch last failed, by the portfolio key: no retry for 30 s (BALANCE_RETRY_AFTER_MS). */
  balanceFailedAt: Map<string, number>
  /** When the error reports of the last 60 s were sent: at most 5 (ERROR_REPORTS_MAX). */
  errorReportTimes: number[]
  /** Whether the project wants analytics, asked once by getAnalyticsEnabled; events wait for it. */
  analyticsEnabled: Promise<boolean> | undefined
  /** Set once mountLatch asked for the remote config, so a second mount (StrictMode) does not ask again. */
  remoteConfigRequested: boolean
}

/** @example const internal = { mounts: 0, api: createApiInternal() } */
export function createApiInternal(): ApiInternal {
  return {
    identities: new Map(),
    portfolios: new Map(),
    names: new Map(),
    balanceFailedAt: new Map(),
    errorReportTimes: [],
    analyticsEnabled: undefined,
    remoteConfigRequested: false,
  }
}
