/** The Receive view's styles, shipped with its lazy chunk instead of the modal's first load. */
export const receiveCss = `
.receive{display:flex;flex-direction:column;align-items:center;gap:12px;text-align:center}
.qr{width:220px;height:220px;border-radius:12px;display:block}
.full-address{font-family:ui-monospace,SFMono-Regular,Menlo,monospace;font-size:13px;word-break:break-all;margin:0;max-width:280px}
.chips{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:6px;justify-content:center}
.chips>li{font-size:12px;padding:4px 10px;border-radius:999px;background:var(--latch-surface)}
`
