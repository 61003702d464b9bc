import { describe, expect, it } from 'vitest'
import { createLatch } from '../createLatch'
import { InvalidConfigError } from '../errors/state'
import { devnetA } from '../test-support/networks'
import { darkTheme } from '../theme/darkTheme'
import { lightTheme } from '../theme/lightTheme'
import type { LatchConfig } from './types'

function themeError(theme: unknown): InvalidConfigError {
  try {
    createLatch({ networks: [devnetA], storage: null, theme: theme as LatchConfig['theme'] })
  } catch (error) {
    if (error instanceof InvalidConfigError) return error
    throw error
  }
  throw new Error('expected InvalidConfigError')
}

describe('config theme', () => {
  it('is left out by default (the light theme) and takes a name, a theme or a light/dark pair', () => {
    expect(createLatch({ networks: [devnetA], storage: null }).config.theme).toBeUndefined()
    for (const theme of ['light', 'dark', 'system'] as const)
      expect(createLatch({ networks: [devnetA], storage: null, theme }).config.theme).toBe(theme)
    const pair = { lightMode: lightTheme(), darkMode: darkTheme({ accentColor: '#0a7' }) }
    expect(createLatch({ networks: [devnetA], storage: null, theme: pair }).config.theme).toEqual(pair)
  })

  it('an unknown key is refused at createLatch, naming the field', () => {
    const theme = lightTheme()
    const error = themeError({ ...theme, colors: { ...theme.colors, acent: '#0a7' } })
    expect(error.code).toBe('INVALID_CONFIG')
    expect(error.field).toBe('theme.colors.acent')
    expect(error.details).toBe('theme.colors.acent: unknown key')
    expect(themeError({ ...theme, shadows: {} }).field).toBe('theme.shadows')
    expect(themeError({ lightMode: theme, darkMode: { ...darkTheme(), radius: 4 } }).field).toBe(
      'theme.darkMode.radius',
    )
  })

  it('a missing or mistyped value is named by its path', () => {
    const { fonts: _, ...noFonts } = lightTheme()
    expect(themeError(noFonts).field).toBe('theme.fonts')
    expect(themeError({ ...lightTheme(), radii: { modal: 24, control: '16px', button: 999 } }).field).toBe(
      'theme.radii.control',
    )
    expect(themeError({ lightMode: lightTheme() }).field).toBe('theme.darkMode')
    expect(themeError('midnight').field).toBe('theme')
  })

  it('a value that would reach outside its CSS declaration or fetch is refused before it reaches CSS', () => {
    const error = themeError(lightTheme({ accentColor: 'red;background:url(https://evil.example/)' }))
    expect(error.field).toBe('theme.colors.accent')
    expect(error.details).toContain('colour')
    expect(themeError({ ...lightTheme(), fonts: { body: "x'}</style><script>" } }).field).toBe(
      'theme.fonts.body',
    )
    expect(themeError(darkTheme({ accentColorForeground: 'expression(alert(1))' })).field).toBe(
      'theme.colors.accentForeground',
    )
  })

  it('keeps a checked copy, so changing the host object afterwards cannot reach CSS', () => {
    const theme = lightTheme()
    const latch = createLatch({ networks: [devnetA], storage: null, theme })
    theme.colors.accent = 'url(https://evil.example/)'
    expect(latch.config.theme).toMatchObject({ colors: { accent: '#3b5bfd' } })
  })
})
