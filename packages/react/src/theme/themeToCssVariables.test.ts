import { darkTheme, lightTheme } from '@latch/core'
import { describe, expect, it } from 'vitest'
import { themeToCssVariables } from './themeToCssVariables'

describe('themeToCssVariables', () => {
  it('names every value of the theme as the --latch-* property the stylesheets read', () => {
    expect(themeToCssVariables(lightTheme())).toEqual({
      '--latch-accent': '#3b5bfd',
      '--latch-accent-fg': '#fff',
      '--latch-bg': '#fff',
      '--latch-fg': '#141414',
      '--latch-muted': '#6b6f76',
      '--latch-surface': '#f2f3f5',
      '--latch-border': '#e4e5e8',
      '--latch-error': '#d92d20',
      '--latch-success': '#12805c',
      '--latch-overlay': 'rgba(10,12,16,.45)',
      '--latch-radius': '16px',
      '--latch-radius-modal': '24px',
      '--latch-radius-button': '999px',
      '--latch-font-family': "system-ui,-apple-system,'Segoe UI',Roboto,sans-serif",
      '--latch-overlay-blur': 'none',
    })
  })

  it('writes radii and blurs in px, and no blur as none (a 0 px blur would still make a stacking context)', () => {
    const variables = themeToCssVariables(darkTheme({ borderRadius: 'small', overlayBlur: 'large' }))
    expect(variables).toMatchObject({
      '--latch-radius': '6px',
      '--latch-radius-modal': '8px',
      '--latch-radius-button': '6px',
      '--latch-overlay-blur': 'blur(20px)',
      '--latch-bg': '#17181b',
    })
  })

  it('every theme colour and size reaches a variable: none is dropped', () => {
    const theme = lightTheme()
    const values = Object.values(themeToCssVariables(theme))
    for (const color of Object.values(theme.colors)) expect(values).toContain(color)
    for (const radius of Object.values(theme.radii)) expect(values).toContain(`${radius}px`)
    expect(values).toContain(theme.fonts.body)
  })
})
