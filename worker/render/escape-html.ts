const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' }

/**
 * The one escaper of text put into markup the worker writes by hand: HTML (the document
 * shell, the error page) and SVG (mockups, icons, download files) content and quoted
 * attributes. `&apos;` is an entity of both HTML5 and XML.
 */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => ENTITIES[ch])
}
