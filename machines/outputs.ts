/**
 * An actor's output as the kind a guard has just checked it is (`status`): the transitions
 * after a guard read its fields without narrowing again; a wrong kind is a bug, said out loud.
 */
export function outputAs<O extends { status: string }, S extends O['status']>(output: O, status: S): Extract<O, { status: S }> {
  if (output.status !== status) throw new Error(`An output of status ${output.status} was taken as ${status}`)
  return output as Extract<O, { status: S }>
}
