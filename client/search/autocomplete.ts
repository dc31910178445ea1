/**
 * The highlighted row of an autocomplete list as the arrow keys move it: -1 is the text
 * field itself; moving past either end wraps through it, as a native combobox does.
 */
export function moveHighlight(current: number, key: 'ArrowDown' | 'ArrowUp', count: number): number {
  if (count === 0) return -1
  if (key === 'ArrowDown') return current >= count - 1 ? -1 : current + 1
  return current <= -1 ? count - 1 : current - 1
}
