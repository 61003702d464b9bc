import { describe, expect, it } from 'vitest'
import { latchThemeSchema } from '../config/themeSchema'
import { lightTheme } from './lightTheme'

describe('lightTheme', () => {
  it('without options is the look the modal had before themes were typed (AA-checked colours, 24/16 px, pills)', () => {
    expect(lightTheme()).toEqual({
      colorScheme: 'light',
      colors: {
        accent: '#3b5bfd',
        accentForeground: '#fff',
        background: '#fff',
        foreground: '#141414',
        muted: '#6b6f76',
        surface: '#f2f3f5',
        border: '#e4e5e8',
        error: '#d92d20',
        success: '#12805c',
        overlay: 'rgba(10,12,16,.45)',
      },
      radii: { modal: 24, control: 16, button: 999 },
      fonts: { body: "system-ui,-apple-system,'Segoe UI',Roboto,sans-serif" },
      blurs: { overlay: 0 },
    })
  })

  it('takes the accent colour and its foreground, leaving the other colours', () => {
    const theme = lightTheme({ accentColor: '#0a7', accentColorForeground: 'black' })
    expect(theme.colors).toMatchObject({ accent: '#0a7', accentForeground: 'black', background: '#fff' })
  })

  it('maps borderRadius, fontStack and overlayBlur to their sizes', () => {
    expect(lightTheme({ borderRadius: 'none' }).radii).toEqual({ modal: 0, control: 0, button: 0 })
    expect(lightTheme({ borderRadius: 'small' }).radii).toEqual({ modal: 8, control: 6, button: 6 })
    expect(lightTheme({ borderRadius: 'medium' }).radii).toEqual({ modal: 16, control: 10, button: 10 })
    expect(lightTheme({ fontStack: 'rounded' }).fonts.body).toMatch(/^ui-rounded,/)
    expect(lightTheme({ overlayBlur: 'small' }).blurs.overlay).toBe(4)
    expect(lightTheme({ overlayBlur: 'large' }).blurs.overlay).toBe(20)
  })

  it('hands out a new object each call, so spreading over one never changes another', () => {
    const a = lightTheme()
    a.radii.modal = 1
    a.colors.accent = 'red'
    expect(lightTheme().radii.modal).toBe(24)
    expect(lightTheme().colors.accent).toBe('#3b5bfd')
  })

  it('passes the schema createLatch checks themes with, whatever the options', () => {
    for (const borderRadius of ['none', 'small', 'medium', 'large'] as const)
      for (const fontStack of ['system', 'rounded'] as const)
        for (const overlayBlur of ['none', 'small', 'large'] as const)
          expect(
            latchThemeSchema.safeParse(lightTheme({ borderRadius, fontStack, overlayBlur })).success,
          ).toBe(true)
  })
})
