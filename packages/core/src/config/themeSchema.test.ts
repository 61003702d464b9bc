import { describe, expect, it } from 'vitest'
import { darkTheme } from '../theme/darkTheme'
import { lightTheme } from '../theme/lightTheme'
import { THEME_COLOR, THEME_FONT, themeSchemaOf } from './themeSchema'

describe('theme colour grammar', () => {
  it.each([
    '#fff',
    '#ffff',
    '#3b5bfd',
    '#3b5bfd80',
    'rgb(10, 12, 16)',
    'rgba(10,12,16,.45)',
    'rgb(10 12 16 / 45%)',
    'hsl(270deg 75% 60%)',
    'hsla(270, 75%, 60%, 0.5)',
    'rebeccapurple',
    'transparent',
  ])('accepts %s', (value) => {
    expect(THEME_COLOR.test(value)).toBe(true)
  })

  it.each([
    ['a declaration break', 'red;background:red'],
    ['a block break', 'red}:host{color:red'],
    ['markup', '</style><script>'],
    ['a url', 'url(https://evil.example/x.png)'],
    ['a url in a colour function', 'rgb(url(x))'],
    ['an expression', 'expression(alert(1))'],
    ['an import', '@import "x.css"'],
    ['a comment', 'red/**/'],
    ['a backslash escape', 'r\\65 d'],
    ['a variable', 'var(--latch-bg)'],
    ['color-mix', 'color-mix(in srgb, red, blue)'],
    ['a bad hex length', '#12345'],
    ['an empty value', ''],
  ])('refuses %s', (_, value) => {
    expect(THEME_COLOR.test(value)).toBe(false)
  })
})

describe('theme font grammar', () => {
  it('accepts a stack of quoted and bare family names, in any script', () => {
    expect(THEME_FONT.test('Inter, \'Segoe UI\', "Helvetica Neue", sans-serif')).toBe(true)
    expect(THEME_FONT.test("'ヒラギノ角ゴ ProN', system-ui")).toBe(true)
  })

  it.each(['Inter;color:red', 'Inter}', 'url(x)', '</style>', 'a/*b*/', 'Inter\\'])('refuses %s', (value) => {
    expect(THEME_FONT.test(value)).toBe(false)
  })
})

describe('themeSchemaOf', () => {
  const accepts = (theme: unknown) => themeSchemaOf(theme).safeParse(theme).success

  it('accepts the names, a theme and a light/dark pair', () => {
    for (const name of ['light', 'dark', 'system']) expect(accepts(name)).toBe(true)
    expect(accepts(darkTheme({ borderRadius: 'none' }))).toBe(true)
    expect(accepts({ lightMode: lightTheme(), darkMode: darkTheme() })).toBe(true)
  })

  it('refuses another name, a half pair and a pair with extra keys', () => {
    expect(accepts('midnight')).toBe(false)
    expect(accepts({ lightMode: lightTheme() })).toBe(false)
    expect(accepts({ lightMode: lightTheme(), darkMode: darkTheme(), dimMode: darkTheme() })).toBe(false)
  })

  it('refuses radii and blurs that are not finite px from 0 to 999', () => {
    for (const value of [-1, 1000, Number.NaN, Number.POSITIVE_INFINITY, '16px'])
      expect(accepts({ ...lightTheme(), radii: { ...lightTheme().radii, control: value } })).toBe(false)
    expect(accepts({ ...lightTheme(), blurs: { overlay: '4px' } })).toBe(false)
  })

  it('refuses a colour scheme other than light or dark', () => {
    expect(accepts({ ...lightTheme(), colorScheme: 'system' })).toBe(false)
  })
})
