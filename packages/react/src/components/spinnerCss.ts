/** Spinner's styles. */
export const spinnerCss = `
.spinner{width:28px;height:28px;border-radius:50%;border:3px solid var(--latch-border);border-top-color:var(--latch-accent);animation:spin 800ms linear infinite}
@keyframes spin{to{transform:rotate(360deg)}}
`
