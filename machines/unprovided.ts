import { fromPromise } from 'xstate'

/**
 * Defaults for the I/O a machine names but does not own. The UI replaces them with
 * `machine.provide({ actors, actions })`; if it forgets one, the failure names what is
 * missing instead of silently doing nothing.
 */
class MissingImplementationError extends Error {
  constructor(kind: 'actor' | 'action', name: string) {
    super(`The ${kind} "${name}" was not provided: pass it with machine.provide({ ${kind}s: { ${name} } })`)
    this.name = 'MissingImplementationError'
  }
}

export function unprovidedActor<TOutput, TInput>(name: string) {
  return fromPromise<TOutput, TInput>(async () => {
    throw new MissingImplementationError('actor', name)
  })
}

export function unprovidedAction<TParams>(name: string) {
  return (_args: unknown, _params: TParams): void => {
    throw new MissingImplementationError('action', name)
  }
}
