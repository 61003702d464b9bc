/** Avatar's styles. */
export const avatarCss = `
.avatar{width:64px;height:64px;border-radius:50%}
`
