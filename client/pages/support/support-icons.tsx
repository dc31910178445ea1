import type { SupportCategory } from './articles'

const PATHS: Record<SupportCategory['icon'] | 'chat' | 'mail' | 'pin', string> = {
  box: 'M3 7.5 12 3l9 4.5v9L12 21l-9-4.5v-9Zm0 0L12 12m0 0 9-4.5M12 12v9',
  truck: 'M2 6h11v9H2zM13 9h4l4 4v2h-8zM6 18.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3Zm11 0a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3Z',
  card: 'M3 5h18v14H3zM3 9.5h18M7 15h4',
  scale: 'M12 3v18M5 21h14M4 8h16M6.5 8 3.5 14h6l-3-6Zm11 0-3 6h6l-3-6Z',
  chat: 'M4 5h16v11H9l-5 4V5Zm4 5h.01M12 10h.01M16 10h.01',
  mail: 'M3 6h18v12H3zm0 0 9 7 9-7',
  pin: 'M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21Zm0-9a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z',
}

export function SupportIcon({ name }: { name: keyof typeof PATHS }) {
  return (
    <svg className="support-icon" viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
      <path d={PATHS[name]} fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  )
}
