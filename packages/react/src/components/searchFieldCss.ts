/** SearchField's styles (the email and code fields take them too). */
export const searchFieldCss = `
.search{width:100%;padding:10px 12px;border-radius:var(--latch-radius);border:1px solid var(--latch-border);background:var(--latch-bg);color:var(--latch-fg);font:inherit;margin-bottom:10px}
`
