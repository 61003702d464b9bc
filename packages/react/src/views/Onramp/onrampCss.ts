/** The on-ramp views' styles, shipped with their lazy chunks. */
export const onrampCss = `
.onramp{display:flex;flex-direction:column;gap:12px}
.field{display:flex;flex-direction:column;gap:6px;border:0;margin:0;padding:0;min-width:0}
.field-label{font-size:13px;font-weight:500;color:var(--latch-muted);padding:0}
.input-row{display:flex;align-items:center;gap:8px;padding:4px 4px 4px 12px;border-radius:var(--latch-radius);border:1px solid var(--latch-border);background:var(--latch-bg)}
.input-row:focus-within{box-shadow:var(--latch-focus)}
.input-row input:focus-visible,.input-row select:focus-visible{box-shadow:none}
.input-row input{flex:1;min-width:0;border:0;background:none;color:inherit;font:inherit;padding:8px 0;outline:none}
.amount input{font-size:22px;font-weight:600}
select{font:inherit;color:inherit;background:var(--latch-surface);border:0;border-radius:999px;padding:6px 10px;font-weight:500}
.select-row{padding:4px}
.select-row select{flex:1;background:none;border-radius:var(--latch-radius)}
.hint{font-size:13px;color:var(--latch-muted);min-height:18px;margin:0}
.message{font-size:13px;min-height:18px;margin:0}
.notice{font-size:13px;margin:0;padding:8px 12px;border-radius:var(--latch-radius);background:var(--latch-surface);color:var(--latch-muted)}
.providers{display:flex;flex-direction:column;gap:8px;margin:0;padding:0;list-style:none}
.provider{display:flex;align-items:center;gap:10px;padding:10px 12px;border-radius:var(--latch-radius);border:1px solid var(--latch-border);cursor:pointer}
.provider:focus-within{box-shadow:var(--latch-focus)}
.provider input{margin:0;accent-color:var(--latch-accent)}
.provider-text{display:flex;flex-direction:column;gap:2px;flex:1;min-width:0}
.provider-name{font-weight:600}
.provider-detail{font-size:13px;color:var(--latch-muted)}
.waiting{display:flex;flex-direction:column;align-items:center;gap:16px;text-align:center;padding:16px 0}
.waiting .status{font-size:16px;font-weight:600;margin:0}
.waiting .detail{font-size:13px;color:var(--latch-muted);margin:0;overflow-wrap:anywhere}
.waiting .actions{display:flex;gap:8px;width:100%}
.waiting .actions button{flex:1}
`
