import { type InputHTMLAttributes, type Ref, useId } from 'react'

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  /** Read by assistive tech; visually hidden, as the placeholder or the text above says it. */
  label: string
  testId: string
  /** Shown under the field as an alert, and tied to it (aria-invalid, aria-describedby). */
  error?: string
  errorTestId: string
  /** A prop of its own, not `ref`: React 18 does not pass `ref` to function components. */
  inputRef?: Ref<HTMLInputElement>
}

/**
 * One labelled input with its error under it, as the email login's forms use it.
 *
 * @example <TextField label="Email" testId="email-input" errorTestId="email-error" error={error} value={email} onChange={…} />
 */
export function TextField({
  label,
  testId,
  error,
  errorTestId,
  inputRef,
  className,
  ...input
}: TextFieldProps) {
  const id = useId()
  return (
    <>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input
        {...input}
        ref={inputRef}
        id={id}
        className={className ?? 'search'}
        data-testid={testId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <p className="error" id={`${id}-error`} role="alert" data-testid={errorTestId}>
          {error}
        </p>
      )}
    </>
  )
}
