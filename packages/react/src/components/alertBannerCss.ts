/** AlertBanner's styles. */
export const alertBannerCss = `
.alert{margin:0 16px 8px;padding:10px 12px;border-radius:12px;background:color-mix(in srgb,var(--latch-error) 12%,var(--latch-bg));display:flex;gap:8px;align-items:center;font-size:14px}
`
