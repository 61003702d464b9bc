import { describe, expect, it } from 'vitest'
import { DEFAULT_SOCIALS } from '../constants'
import { filterSocialsForTelegram, telegramPlatform } from './telegramSocials'

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Telegram-iOS/11.4'
const ANDROID =
  'Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36 Telegram-Android/11.5'
const MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_7) AppleWebKit/605.1.15 (KHTML, like Gecko)'

describe('the social list inside Telegram (spec §5)', () => {
  it('inside Telegram: iOS drops google, Mac drops x, Android drops facebook and x; the order stays', () => {
    expect(filterSocialsForTelegram(DEFAULT_SOCIALS, 'ios')).toEqual([
      'x',
      'discord',
      'farcaster',
      'github',
      'apple',
      'facebook',
    ])
    expect(filterSocialsForTelegram(DEFAULT_SOCIALS, 'mac')).toEqual([
      'google',
      'discord',
      'farcaster',
      'github',
      'apple',
      'facebook',
    ])
    expect(filterSocialsForTelegram(DEFAULT_SOCIALS, 'android')).toEqual([
      'google',
      'discord',
      'farcaster',
      'github',
      'apple',
    ])
    expect(filterSocialsForTelegram(DEFAULT_SOCIALS, 'other')).toEqual([...DEFAULT_SOCIALS])
  })

  it('outside Telegram nothing is dropped', () => {
    expect(filterSocialsForTelegram(['google', 'x'], undefined)).toEqual(['google', 'x'])
  })

  it('reads the platform from the user agent, only inside Telegram (its WebApp object or its user agent)', () => {
    expect(telegramPlatform({ userAgent: IPHONE, hasTelegramWebApp: false })).toBe('ios')
    expect(telegramPlatform({ userAgent: ANDROID, hasTelegramWebApp: false })).toBe('android')
    expect(telegramPlatform({ userAgent: MAC, hasTelegramWebApp: true })).toBe('mac')
    expect(telegramPlatform({ userAgent: MAC, hasTelegramWebApp: false })).toBeUndefined()
    expect(
      telegramPlatform({ userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Telegram', hasTelegramWebApp: false }),
    ).toBe('other')
  })
})
