import './spinner.css'

/** A busy indicator that names what is loading to assistive tech. */
export function Spinner({ label, size = 'md', className }: { label: string; size?: 'sm' | 'md' | 'lg'; className?: string }) {
  return (
    <span role="status" className={['spinner', `spinner--${size}`, className].filter(Boolean).join(' ')}>
      <span className="spinner__ring" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </span>
  )
}
