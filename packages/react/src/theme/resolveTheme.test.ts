import { darkTheme, lightTheme } from '@latch/core'
import { describe, expect, it } from 'vitest'
import { followsColorScheme, resolveTheme } from './resolveTheme'

describe('resolveTheme', () => {
  it('draws with the light theme when the config says nothing, whatever the system prefers', () => {
    expect(resolveTheme(undefined, false)).toEqual(lightTheme())
    expect(resolveTheme(undefined, true)).toEqual(lightTheme())
  })

  it("'light' and 'dark' are fixed", () => {
    expect(resolveTheme('light', true)).toEqual(lightTheme())
    expect(resolveTheme('dark', false)).toEqual(darkTheme())
  })

  it("'system' and a light/dark pair follow prefers-color-scheme", () => {
    expect(resolveTheme('system', false)).toEqual(lightTheme())
    expect(resolveTheme('system', true)).toEqual(darkTheme())
    const pair = {
      lightMode: lightTheme({ accentColor: '#0a7' }),
      darkMode: darkTheme({ accentColor: '#7b3fe4' }),
    }
    expect(resolveTheme(pair, false)).toBe(pair.lightMode)
    expect(resolveTheme(pair, true)).toBe(pair.darkMode)
  })

  it('a theme is drawn as given', () => {
    const theme = darkTheme({ borderRadius: 'none' })
    expect(resolveTheme(theme, false)).toBe(theme)
  })
})

describe('followsColorScheme', () => {
  it("only 'system' and a light/dark pair listen to the system", () => {
    expect(followsColorScheme('system')).toBe(true)
    expect(followsColorScheme({ lightMode: lightTheme(), darkMode: darkTheme() })).toBe(true)
    for (const theme of [undefined, 'light', 'dark', darkTheme()] as const)
      expect(followsColorScheme(theme)).toBe(false)
  })
})
