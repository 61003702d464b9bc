import { ANIMATION_MS } from '@latch/core/internal'

/** Snackbar's styles: a pill above the page's bottom edge, over the modal (spec §4). */
export const snackbarCss = `
.snackbar{position:fixed;left:50%;bottom:24px;transform:translateX(-50%);z-index:calc(var(--latch-z-index) + 1);display:flex;gap:8px;align-items:center;
padding:10px 16px;border-radius:999px;background:var(--latch-bg);border:1px solid var(--latch-border);box-shadow:0 6px 20px rgba(0,0,0,.15);font-size:14px;animation:fade ${ANIMATION_MS[1]}ms ease-out}
.snackbar[data-variant=error]{color:var(--latch-error)}
.snackbar[data-variant=success]{color:var(--latch-success)}
`
