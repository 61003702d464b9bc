import type { ReactNode } from 'react'

/** A tab's empty or error message, with an optional action (retry). */
export function ListState({
  testId,
  title,
  children,
  alert = false,
}: {
  testId: string
  title: string
  children?: ReactNode
  alert?: boolean
}) {
  return (
    <div className="state" data-testid={testId}>
      <p className={alert ? 'error' : 'item-title'} role={alert ? 'alert' : 'status'} style={{ margin: 0 }}>
        {title}
      </p>
      {children}
    </div>
  )
}

/** Placeholder rows while a tab's first page loads; announced once as "Loading". */
export function SkeletonRows({ testId, label, rows = 4 }: { testId: string; label: string; rows?: number }) {
  return (
    <div data-testid={testId} aria-busy="true">
      <span className="visually-hidden" role="status">
        {label}
      </span>
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={index} className="item" aria-hidden="true">
          <div className="skeleton" style={{ width: 32, height: 32, borderRadius: '50%' }} />
          <div className="item-main" style={{ gap: 6 }}>
            <div className="skeleton" style={{ width: '55%', height: 12 }} />
            <div className="skeleton" style={{ width: '30%', height: 10 }} />
          </div>
        </div>
      ))}
    </div>
  )
}
