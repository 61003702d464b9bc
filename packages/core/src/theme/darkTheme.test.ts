import { describe, expect, it } from 'vitest'
import { latchThemeSchema } from '../config/themeSchema'
import { darkTheme } from './darkTheme'
import { lightTheme } from './lightTheme'

describe('darkTheme', () => {
  it('without options is the dark look the modal had before themes were typed (AA-checked colours)', () => {
    expect(darkTheme()).toEqual({
      colorScheme: 'dark',
      colors: {
        accent: '#6f86ff',
        accentForeground: '#0b0d12',
        background: '#17181b',
        foreground: '#f2f3f5',
        muted: '#9a9ea6',
        surface: '#23252a',
        border: '#2f3238',
        error: '#f97066',
        success: '#47cd89',
        overlay: 'rgba(0,0,0,.6)',
      },
      radii: lightTheme().radii,
      fonts: lightTheme().fonts,
      blurs: { overlay: 0 },
    })
  })

  it('takes the same options as lightTheme', () => {
    const theme = darkTheme({
      accentColor: 'hsl(270 75% 60%)',
      accentColorForeground: '#fff',
      borderRadius: 'medium',
      fontStack: 'rounded',
      overlayBlur: 'large',
    })
    expect(theme.colorScheme).toBe('dark')
    expect(theme.colors).toMatchObject({
      accent: 'hsl(270 75% 60%)',
      accentForeground: '#fff',
      background: '#17181b',
    })
    expect(theme.radii).toEqual({ modal: 16, control: 10, button: 10 })
    expect(theme.fonts).toEqual(lightTheme({ fontStack: 'rounded' }).fonts)
    expect(theme.blurs.overlay).toBe(20)
    expect(latchThemeSchema.safeParse(theme).success).toBe(true)
  })
})
