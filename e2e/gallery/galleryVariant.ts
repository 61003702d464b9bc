/** A theme and a display mode of the modal: the demo's `?theme=dark` and `?mode=embedded`. */
export interface GalleryVariant {
  theme: 'light' | 'dark'
  mode: 'overlay' | 'embedded'
}

/**
 * The four variants, light overlay first: every state is shot in it, the full state in all four
 * (the index's columns, in this order).
 */
export const GALLERY_VARIANTS: readonly GalleryVariant[] = [
  { theme: 'light', mode: 'overlay' },
  { theme: 'dark', mode: 'overlay' },
  { theme: 'light', mode: 'embedded' },
  { theme: 'dark', mode: 'embedded' },
]

/**
 * The variant's name in file names and the index.
 *
 * @example variantName({ theme: 'dark', mode: 'embedded' }) // 'dark-embedded'
 */
export function variantName(variant: GalleryVariant): string {
  return `${variant.theme}-${variant.mode}`
}

/**
 * The demo's query parameters for the variant (none for light overlay, the demo's default).
 *
 * @example variantQuery({ theme: 'dark', mode: 'overlay' }) // ['theme=dark']
 */
export function variantQuery(variant: GalleryVariant): string[] {
  return [
    ...(variant.theme === 'dark' ? ['theme=dark'] : []),
    ...(variant.mode === 'embedded' ? ['mode=embedded'] : []),
  ]
}
