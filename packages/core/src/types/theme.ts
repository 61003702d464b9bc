/**
 * A complete theme: what the modal and the connect button are drawn with. Make one with `lightTheme()` or
 * `darkTheme()` (and spread over it to change a value); `createLatch` refuses unknown keys and any value
 * outside the grammar below, naming the field.
 */
export interface LatchTheme {
  /** Whether the theme is light or dark: the embedded wallet's frame draws itself to match. */
  colorScheme: 'light' | 'dark'
  /**
   * CSS colours: `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`, `rgb()`, `rgba()`, `hsl()`, `hsla()` with plain
   * numbers, or a colour name. Text colours should keep 4.5:1 contrast on `background` and `surface`.
   */
  colors: {
    /** Primary buttons, the selected state, focus rings. */
    accent: string
    /** Text on `accent`. */
    accentForeground: string
    /** The dialog. */
    background: string
    /** Text. */
    foreground: string
    /** Secondary text. */
    muted: string
    /** Rows, secondary buttons, hover states. */
    surface: string
    border: string
    error: string
    success: string
    /** The backdrop behind the dialog (usually translucent). */
    overlay: string
  }
  /** Corner radii in px. */
  radii: {
    /** The dialog. */
    modal: number
    /** Rows, fields, chips. */
    control: number
    /** Primary and secondary buttons and the connect button (999 draws pills). */
    button: number
  }
  fonts: {
    /** A font stack: family names, quoted or not, separated by commas. */
    body: string
  }
  /** Blur radii in px; 0 is none. */
  blurs: {
    /** Of the page behind the overlay. */
    overlay: number
  }
}

/**
 * The config's `theme`: a `LatchTheme`; `'light'` (the default) or `'dark'` (`lightTheme()`, `darkTheme()`);
 * `'system'`, which follows `prefers-color-scheme` as it changes; or a pair of themes chosen the same way.
 */
export type ThemeConfig =
  | LatchTheme
  | 'light'
  | 'dark'
  | 'system'
  | { lightMode: LatchTheme; darkMode: LatchTheme }

/** What `lightTheme()` and `darkTheme()` let a host change, as RainbowKit's theme functions do. */
export interface ThemeOptions {
  /** Default: the theme's blue. Any colour `LatchTheme.colors` accepts. */
  accentColor?: string
  /** Text on the accent colour; default: the theme's. */
  accentColorForeground?: string
  /** Default `'large'`: a 24 px dialog, 16 px rows and pill buttons. */
  borderRadius?: 'none' | 'small' | 'medium' | 'large'
  /** Default `'system'`: the platform's UI font. */
  fontStack?: 'system' | 'rounded'
  /** Default `'none'`. */
  overlayBlur?: 'none' | 'small' | 'large'
}
