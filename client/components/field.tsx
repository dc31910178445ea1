import type { ReactNode } from 'react'

/** What the field's control carries: its id, and the ARIA that ties it to the field's error. */
interface FieldControlProps {
  id: string
  'aria-invalid': true | undefined
  'aria-describedby': string | undefined
}

export interface FieldProps {
  /** The control's id: the label points at it; the error is `{id}-error` unless `errorId` says otherwise. */
  id: string
  label: ReactNode
  /** Shown under the control, which is marked invalid, when there is one. */
  error?: ReactNode
  errorId?: string
  /** `alert` announces the error as it appears. */
  errorRole?: 'alert'
  /** Classes beside `field` (a layout modifier such as `field--country`). */
  className?: string
  /** The control, given its id and ARIA; anything after it (a hint, a button) may follow. */
  children: (control: FieldControlProps) => ReactNode
}

/** A labelled form field: the label, the control and, when there is one, its error. */
export function Field({ id, label, error, errorId = `${id}-error`, errorRole, className, children }: FieldProps) {
  const invalid = error !== undefined && error !== null && error !== false && error !== ''
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {children({ id, 'aria-invalid': invalid ? true : undefined, 'aria-describedby': invalid ? errorId : undefined })}
      {invalid ? (
        <p id={errorId} className="field__error" role={errorRole}>
          {error}
        </p>
      ) : null}
    </div>
  )
}
