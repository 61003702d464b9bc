import { Fragment, type ReactNode } from 'react'

/**
 * A translated message whose `{placeholders}` are elements rather than text (an email in bold), so the
 * translation still decides where they go. Pass the message with those placeholders left unfilled.
 *
 * @example richText(t('email.enterCode'), { email: <strong>{email}</strong> })
 */
export function richText(template: string, parts: Readonly<Record<string, ReactNode>>): ReactNode {
  return template.split(/\{(\w+)\}/).map((piece, index) => (
    // odd pieces are the placeholders' names
    // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one fixed message never reorder
    <Fragment key={index}>{index % 2 === 1 ? (parts[piece] ?? `{${piece}}`) : piece}</Fragment>
  ))
}
