/** The email login's styles (Connect's email field, EmailLogin, UpdateEmailWallet), shipped with their lazy chunks. */
export const emailCss = `
.email-form{display:flex;flex-direction:column;gap:8px}
.email-form .search{margin-bottom:0}
.code-input{letter-spacing:.5em;text-align:center;font-size:20px}
`
