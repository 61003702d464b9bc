import { DEV_WALLET_ICON } from './devWalletIcon'
import type { DevWallet } from './types'

/** EIP-6963 provider info of the dev wallet. */
export interface DevWalletProviderInfo {
  uuid: string
  name: string
  icon: string
  rdns: string
}

export const DEV_WALLET_NAME = 'Latch Devnet Wallet'
export const DEV_WALLET_RDNS = 'dev.latch.devnet-wallet'

/** One uuid per wallet object, so re-announcing never looks like a second wallet. */
const uuids = new WeakMap<DevWallet, string>()

/**
 * Announces the wallet over EIP-6963: once now, and again on every `eip6963:requestProvider`.
 * `target` defaults to `window`; any EventTarget works (e.g. in Node tests).
 * Returns a function that stops answering.
 *
 * @example
 * const stop = announceDevWallet(wallet)
 * // later
 * stop()
 */
export function announceDevWallet(wallet: DevWallet, target: EventTarget = defaultTarget()): () => void {
  let uuid = uuids.get(wallet)
  if (!uuid) {
    uuid = randomUuid()
    uuids.set(wallet, uuid)
  }
  const info: DevWalletProviderInfo = Object.freeze({
    uuid,
    name: DEV_WALLET_NAME,
    icon: DEV_WALLET_ICON,
    rdns: DEV_WALLET_RDNS,
  })
  const announce = () => {
    target.dispatchEvent(
      new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider: wallet }) }),
    )
  }
  target.addEventListener('eip6963:requestProvider', announce)
  announce()
  return () => target.removeEventListener('eip6963:requestProvider', announce)
}

function defaultTarget(): EventTarget {
  if (typeof window === 'undefined') throw new Error('announceDevWallet needs a target outside the browser.')
  return window
}

/** crypto.randomUUID needs a secure context; a page served over plain http on a LAN address lacks one. */
function randomUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = (bytes[6]! & 0x0f) | 0x40
  bytes[8] = (bytes[8]! & 0x3f) | 0x80
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}
