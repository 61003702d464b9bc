import type { SocialProvider } from '@latch/core'
import { filterSocialsForTelegram, getFeatures, telegramPlatform } from '@latch/core/internal'
import { useMemo } from 'react'
import { useLatchInstance } from './useLatchInstance'
import { useLatchSelector } from './useLatchSelector'

/**
 * The social logins Connect offers, in the configured order (spec §9's default): inside Telegram, less
 * those its platform drops (spec §5). Used by the social logins' own chunk; Connect asks only
 * `useSocialLoginsOn`.
 */
export function useSocialLogins(): SocialProvider[] {
  const latch = useLatchInstance()
  const socials = useLatchSelector(() => getFeatures(latch).socials)
  return useMemo(() => {
    if (!socials) return []
    const platform = telegramPlatform({
      userAgent: navigator.userAgent,
      hasTelegramWebApp: 'Telegram' in window,
    })
    return filterSocialsForTelegram(socials, platform)
  }, [socials])
}
