/** The name registration views' styles, shipped with their lazy chunk. */
export const namesCss = `
.register-name{display:flex;flex-direction:column;gap:12px}
.field{display:flex;flex-direction:column;gap:6px}
.field-label{font-size:13px;font-weight:500;color:var(--latch-muted)}
.input-row{display:flex;align-items:center;gap:4px;padding:4px 12px;border-radius:var(--latch-radius);border:1px solid var(--latch-border);background:var(--latch-bg)}
.input-row:focus-within{box-shadow:var(--latch-focus)}
.input-row input:focus-visible{box-shadow:none}
.input-row input{flex:1;min-width:0;border:0;background:none;color:inherit;font:inherit;font-size:18px;padding:8px 0;outline:none}
.suffix{color:var(--latch-muted);flex:none}
.message{font-size:13px;min-height:18px;margin:0}
.suggestions{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:8px}
.suggestions button{padding:6px 12px;border-radius:999px;background:var(--latch-surface);font-size:13px;overflow-wrap:anywhere}
.primary .spinner{width:16px;height:16px;border-width:2px}
.with-icon{display:inline-flex;align-items:center;justify-content:center;gap:8px}
.registered{display:flex;flex-direction:column;align-items:center;gap:12px;text-align:center}
.registered .name{font-size:20px;font-weight:600;overflow-wrap:anywhere;margin:0}
`
