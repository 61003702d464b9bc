import { useId } from 'react'

/** A search box with its visually hidden label, as the lists' filters use it. */
export function SearchField({
  label,
  placeholder,
  testId,
  value,
  onChange,
}: {
  label: string
  placeholder: string
  testId: string
  value: string
  onChange: (value: string) => void
}) {
  const id = useId()
  return (
    <>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input
        id={id}
        className="search"
        type="search"
        placeholder={placeholder}
        autoComplete="off"
        data-testid={testId}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </>
  )
}
