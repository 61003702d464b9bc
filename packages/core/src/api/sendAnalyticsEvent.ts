import type { Latch } from '../latch'
import { getStore } from '../latch'
import { getActiveAccount } from '../selectors'
import { alertInvalidAppConfiguration } from './alertInvalidAppConfiguration'
import { HttpStatusError } from './errors'
import { getAnalyticsEnabled } from './getAnalyticsEnabled'
import { apiRequest } from './request'

/** What happened: a tracked event, or an error report (see reportError). */
export type SendAnalyticsEventParameters =
  | { type: 'track'; event: string; properties?: Record<string, unknown> }
  | { type: 'error'; name: string; message: string; stack?: string }

/** The body of POST /e (spec §7): the event data plus the connected address go in `props`. */
export interface AnalyticsEventBody {
  eventId: string
  url: string
  domain: string
  timestamp: number
  props: SendAnalyticsEventParameters & { address?: string }
}

/** Whether the service took the event. */
export type SendAnalyticsEventReturnType = boolean

/** `sendAnalyticsEvent` never rejects: every failure resolves `false`. */
export type SendAnalyticsEventErrorType = never

function eventId(): string {
  // randomUUID needs a secure context; a page served over plain http on a LAN address lacks one
  if (typeof globalThis.crypto?.randomUUID === 'function') return globalThis.crypto.randomUUID()
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`
}

/** The page's origin and path: its query string and fragment can carry tokens or e-mail addresses. */
function page(latch: Latch): { url: string; domain: string } {
  const href = globalThis.location?.href ?? latch.config.metadata?.url
  if (!href) return { url: '', domain: '' }
  try {
    const { origin, pathname, hostname } = new URL(href)
    return { url: `${origin}${pathname}`, domain: hostname }
  } catch {
    return { url: '', domain: '' }
  }
}

/**
 * POST /e: sends one analytics event with the page's origin and path (never its query string or
 * fragment), its domain and, when connected, the address. It first waits for the project's
 * analytics setting (getAnalyticsEnabled). Resolves `true` when the service took it. Never throws:
 * without `api` config, when the host or the project turned analytics off, or when the call fails,
 * it resolves `false`. A 403 means this origin is not on the project's allowlist: the alert
 * 'Invalid App Configuration' opens.
 *
 * @example
 * void sendAnalyticsEvent(latch, { type: 'track', event: 'MODAL_OPEN', properties: { connected: false } })
 */
export async function sendAnalyticsEvent(
  latch: Latch,
  event: SendAnalyticsEventParameters,
): Promise<SendAnalyticsEventReturnType> {
  const { api } = latch.config
  if (!api) return false
  const account = getActiveAccount(getStore(latch).getState())
  const address = account?.status === 'connected' ? account.address : undefined
  if (!(await getAnalyticsEnabled(latch))) return false
  const body: AnalyticsEventBody = {
    eventId: eventId(),
    ...page(latch),
    timestamp: Date.now(),
    props: { ...event, address },
  }
  try {
    await apiRequest(api, { method: 'POST', path: '/e', body })
    return true
  } catch (error) {
    if (error instanceof HttpStatusError && error.status === 403) alertInvalidAppConfiguration(latch, error)
    // analytics failures are not reported: the report would go to the same failing service
    return false
  }
}
