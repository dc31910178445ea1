import type { AnyStateMachine, AnyStateNode } from 'xstate'

/**
 * A machine drawn as a Mermaid `stateDiagram-v2`, read from the machine's own state nodes
 * (not from its source text), so the diagram in docs/machines.md is what the code does.
 * xstate/graph's `toDirectedGraph` leaves out eventless (`always`) transitions, which the
 * page machines decide with, so the nodes are walked here instead.
 *
 * Drawn: every state (compound states as boxes, parallel regions split by `--`), initial
 * and final markers, and every transition that changes state, labelled with its event (or
 * `after {delay}`, `done {actor}`, `error {actor}`) and its guard in brackets. Transitions
 * without a target only run actions; they are left out, as the visualizer's JSON has them.
 */

type TransitionDefinition = AnyStateNode['transitions'] extends Map<string, (infer T)[]> ? T : never

interface Guard {
  type?: string
  name?: string
  guards?: readonly unknown[]
}

function guardText(guard: unknown): string {
  if (!guard) return ''
  if (typeof guard === 'string') return guard
  const { type, name, guards } = guard as Guard
  if (guards) return `${name}(${guards.map(guardText).join(', ')})`
  return type ?? name ?? 'guard'
}

/** The actor an invocation's done or error event comes from, by the invocation's id. */
function invokedSource(node: AnyStateNode, invokeId: string): string {
  for (let at: AnyStateNode | undefined = node; at; at = at.parent) {
    const invoke = at.invoke.find((definition) => definition.id === invokeId)
    if (invoke) return typeof invoke.src === 'string' ? invoke.src : invokeId
  }
  return invokeId
}

const AFTER = /^xstate\.after\.([^.]+)\./
const ACTOR_EVENT = /^xstate\.(done|error)\.actor\.(.+)$/

function eventText(node: AnyStateNode, eventType: string): string {
  const after = AFTER.exec(eventType)
  if (after) return `after ${after[1]}`
  const actor = ACTOR_EVENT.exec(eventType)
  if (actor) return `${actor[1]} ${invokedSource(node, actor[2])}`
  if (eventType.startsWith('xstate.done.state.')) return 'done'
  if (eventType.startsWith('xstate.snapshot.')) return `snapshot ${eventType.slice('xstate.snapshot.'.length)}`
  return eventType
}

/** Mermaid reads `;` and `:` as syntax; `#` starts an entity. */
function label(text: string): string {
  return text.replace(/[;:#]/g, ' ')
}

function stateId(node: AnyStateNode): string {
  return node.path.length ? node.path.join('_') : node.key
}

function transitionLines(source: string, eventType: string, transition: TransitionDefinition, indent: string): string[] {
  const guard = guardText(transition.guard)
  const text = [eventType, guard && `[${guard}]`].filter(Boolean).join(' ')
  return (transition.target ?? []).map(
    (target: AnyStateNode) => `${indent}${source} --> ${stateId(target)}${text ? `: ${label(text)}` : ''}`,
  )
}

function nodeLines(node: AnyStateNode, indent: string): string[] {
  const lines: string[] = []
  const children = Object.values(node.states) as AnyStateNode[]
  if (children.length) {
    lines.push(`${indent}state ${stateId(node)} {`)
    lines.push(...childLines(node, `${indent}  `))
    lines.push(`${indent}}`)
  } else {
    lines.push(node.path.length > 1 ? `${indent}state "${node.key}" as ${stateId(node)}` : `${indent}${stateId(node)}`)
  }
  return lines
}

function childLines(node: AnyStateNode, indent: string): string[] {
  const children = Object.values(node.states) as AnyStateNode[]
  if (node.type === 'parallel') {
    return children.flatMap((region, index) => [
      ...(index ? [`${indent}--`] : []),
      ...nodeLines(region, indent),
      ...edgesOf(region, indent),
    ])
  }
  const lines: string[] = []
  for (const target of node.initial?.target ?? []) lines.push(`${indent}[*] --> ${stateId(target)}`)
  for (const child of children) {
    lines.push(...nodeLines(child, indent))
    lines.push(...edgesOf(child, indent))
    if (child.type === 'final') lines.push(`${indent}${stateId(child)} --> [*]`)
  }
  return lines
}

/** A state's own transitions (its children's are drawn inside its box), from `source`. */
function edgesOf(node: AnyStateNode, indent: string, source = stateId(node)): string[] {
  const lines: string[] = []
  for (const [eventType, transitions] of node.transitions) {
    for (const transition of transitions) lines.push(...transitionLines(source, eventText(node, eventType), transition, indent))
  }
  for (const transition of node.always ?? []) lines.push(...transitionLines(source, '', transition, indent))
  return lines
}

/** The machine's own transitions leave whichever state it is in: drawn from one "any state" box. */
const ANY_STATE = 'anyState'

export function stateDiagram(machine: AnyStateMachine): string {
  const root = machine.root
  const fromAnyState = edgesOf(root, '  ', ANY_STATE)
  // Mermaid splits regions (`--`) only inside a composite state: a parallel machine is one box.
  const states = root.type === 'parallel' ? [`  state ${root.key} {`, ...childLines(root, '    '), '  }'] : childLines(root, '  ')
  return ['stateDiagram-v2', ...states, ...(fromAnyState.length ? [`  state "any state" as ${ANY_STATE}`, ...fromAnyState] : [])].join('\n')
}
