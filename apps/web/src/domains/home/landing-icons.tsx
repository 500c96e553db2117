/**
 * The landing page's pictures: our own line drawings (24 by 24, drawn with the text's colour),
 * inline so they cost no request and follow the theme. Each is decoration beside a named link or
 * figure, so it is hidden from assistive technology.
 */
const DRAWINGS = {
  // Services.
  gym: ['M6 7v10', 'M18 7v10', 'M3 10v4', 'M21 10v4', 'M6 12h12'],
  ahar: [
    'M3 11h18a9 9 0 0 1-18 0z',
    'M8 7c0-1.5 1-1.5 1-3',
    'M12 7c0-1.5 1-1.5 1-3',
    'M16 7c0-1.5 1-1.5 1-3',
  ],
  industry: ['M3 21h18', 'M5 21V8l5 3V8l5 3V4h4v17', 'M9 17h1', 'M14 17h1'],
  vijnan: ['M4 5a2 2 0 0 1 2-2h13v16H6a2 2 0 0 0-2 2z', 'M4 21V5', 'M8 7h7'],
  barber: [
    'M6 6m-3 0a3 3 0 1 0 6 0a3 3 0 1 0-6 0',
    'M6 18m-3 0a3 3 0 1 0 6 0a3 3 0 1 0-6 0',
    'M8.6 7.6L20 18',
    'M8.6 16.4L20 6',
  ],
  // The spec's buttons.
  kreta: ['M6 7h12l-1 13H7z', 'M9 7a3 3 0 0 1 6 0'],
  vikreta: [
    'M3 9l2-5h14l2 5',
    'M3 9h18v2a3 3 0 0 1-6 0a3 3 0 0 1-6 0a3 3 0 0 1-6 0z',
    'M5 12v9h14v-9',
    'M10 21v-5h4v5',
  ],
  contact: ['M3 5h18v14H3z', 'M3 6l9 7 9-7'],
  student: ['M2 9l10-5 10 5-10 5z', 'M6 11v5c3 2 9 2 12 0v-5', 'M22 9v6'],
  social: [
    'M9 8m-3 0a3 3 0 1 0 6 0a3 3 0 1 0-6 0',
    'M3 20a6 6 0 0 1 12 0',
    'M16 5a3 3 0 0 1 0 6',
    'M18 14a5 5 0 0 1 3 6',
  ],
  profile: ['M12 8m-4 0a4 4 0 1 0 8 0a4 4 0 1 0-8 0', 'M4 21a8 8 0 0 1 16 0'],
  game: [
    'M6 8h12a4 4 0 0 1 4 4v1a4 4 0 0 1-7 2.6L14 15h-4l-1 .6A4 4 0 0 1 2 13v-1a4 4 0 0 1 4-4z',
    'M7 11v3',
    'M5.5 12.5h3',
    'M16 12h.01',
    'M18 13.5h.01',
  ],
  // The figures.
  jobs: ['M3 7h18v13H3z', 'M8 7V4h8v3', 'M3 13h18'],
  seat: ['M6 4v9h12V4', 'M5 13h14', 'M7 13v7', 'M17 13v7'],
  news: ['M4 4h13v16H6a2 2 0 0 1-2-2z', 'M17 8h3v10a2 2 0 0 1-4 0', 'M7 8h7', 'M7 12h7', 'M7 16h4'],
} as const;

export type DrawingName = keyof typeof DRAWINGS;

export function Drawing({ name, size = 24 }: { name: DrawingName; size?: number }) {
  return (
    <svg
      aria-hidden
      focusable="false"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      className="landing-drawing"
    >
      {DRAWINGS[name].map((path) => (
        <path key={path} d={path} />
      ))}
    </svg>
  );
}
