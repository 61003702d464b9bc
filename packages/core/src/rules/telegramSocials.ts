import type { SocialProvider } from '../constants'

/** Where a page runs inside Telegram's in-app browser, as far as the social list cares. */
export type TelegramPlatform = 'ios' | 'mac' | 'android' | 'other'

/** Spec §5: inside Telegram, iOS drops google, Mac drops x, Android drops facebook and x. */
const DROPPED: Record<TelegramPlatform, readonly SocialProvider[]> = {
  ios: ['google'],
  mac: ['x'],
  android: ['facebook', 'x'],
  other: [],
}

/**
 * The platform of a page inside Telegram (its WebApp object, or "Telegram" in the user agent), from the
 * user agent; undefined outside Telegram.
 *
 * @example telegramPlatform({ userAgent: navigator.userAgent, hasTelegramWebApp: 'Telegram' in window })
 */
export function telegramPlatform(env: {
  userAgent: string
  hasTelegramWebApp: boolean
}): TelegramPlatform | undefined {
  const { userAgent } = env
  if (!env.hasTelegramWebApp && !/Telegram/i.test(userAgent)) return undefined
  if (/iPhone|iPad|iPod/.test(userAgent)) return 'ios'
  if (/Android/.test(userAgent)) return 'android'
  if (/Macintosh|Mac OS X/.test(userAgent)) return 'mac'
  return 'other'
}

/**
 * The social logins to offer, in their order, less those the Telegram platform drops (spec §5).
 *
 * @example filterSocialsForTelegram(['google', 'x', 'discord'], 'ios') // ['x', 'discord']
 */
export function filterSocialsForTelegram(
  socials: readonly SocialProvider[],
  platform: TelegramPlatform | undefined,
): SocialProvider[] {
  const dropped = platform ? DROPPED[platform] : []
  return socials.filter((social) => !dropped.includes(social))
}
