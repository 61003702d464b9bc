import { ANIMATION_MS } from '@latch/core/internal'

export const connectButtonCss = `
.btn{display:inline-flex;align-items:center;gap:8px;padding:10px 16px;border-radius:var(--latch-radius-button);font-weight:600;font-size:15px;
background:var(--latch-accent);color:var(--latch-accent-fg);transition:transform ${ANIMATION_MS[0]}ms ease-out}
.btn:active{transform:scale(.97)}
.btn[data-connected]{background:var(--latch-surface);color:var(--latch-fg);border:1px solid var(--latch-border)}
.btn[data-wrong]{background:var(--latch-error);color:#fff}
.bal{color:var(--latch-muted);font-weight:500}
@media (prefers-reduced-motion:reduce){.btn{transition:none}}
`
