/** The name registration views' own styles, over the Send views' field styles (sendCss), in their lazy chunk. */
export const namesCss = `
.register-name{display:flex;flex-direction:column;gap:12px}
.register-name .input-row{padding-inline-end:12px}
.suffix{color:var(--latch-muted);flex:none}
.suggestions{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:8px}
.suggestions button{padding:6px 12px;border-radius:999px;background:var(--latch-surface);font-size:13px;overflow-wrap:anywhere}
.registered{display:flex;flex-direction:column;align-items:center;gap:12px;text-align:center}
.registered .name{font-size:20px;font-weight:600;overflow-wrap:anywhere;margin:0}
`
