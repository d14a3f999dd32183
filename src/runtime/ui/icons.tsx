// The runtime's icon set: small inline stroke SVGs, one for each name of the contract's icon catalogue (the codegen
// refuses any other name in a screen or the sidebar).
import type { IconName } from '../../../contract/catalogue';

const PATHS: Readonly<Record<IconName, readonly string[]>> = {
  home: ['M3 11l9-7 9 7', 'M5 10v10h14V10', 'M10 20v-6h4v6'],
  'graduation-cap': ['M2 9l10-5 10 5-10 5z', 'M6 11v5c3 2 9 2 12 0v-5', 'M22 9v6'],
  'user-tie': ['M12 11a4 4 0 100-8 4 4 0 000 8z', 'M4 21v-1a8 8 0 0116 0v1', 'M12 13l-1.5 3 1.5 3 1.5-3z'],
  folder: ['M3 6a1 1 0 011-1h5l2 2h9a1 1 0 011 1v10a1 1 0 01-1 1H4a1 1 0 01-1-1z'],
  list: ['M9 6h11', 'M9 12h11', 'M9 18h11', 'M4 6h.01', 'M4 12h.01', 'M4 18h.01'],
  'user-plus': ['M9 11a4 4 0 100-8 4 4 0 000 8z', 'M2 21v-1a7 7 0 0114 0v1', 'M19 8v6', 'M16 11h6'],
  shield: ['M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z', 'M9 12l2 2 4-4'],
  briefcase: ['M3 8h18v12H3z', 'M8 8V5a1 1 0 011-1h6a1 1 0 011 1v3', 'M3 13h18'],
  'book-open': ['M4 5h6a2 2 0 012 2v13a2 2 0 00-2-2H4z', 'M20 5h-6a2 2 0 00-2 2v13a2 2 0 012-2h6z'],
  building: ['M3 21h18', 'M5 21V9l7-5 7 5v12', 'M9 21v-6h6v6', 'M12 9.5v.01'],
  book: ['M4 19V5a2 2 0 012-2h13v16H6a2 2 0 000 4h13'],
  layers: ['M12 3l9 5-9 5-9-5z', 'M3 13l9 5 9-5', 'M3 17l9 5 9-5'],
  'file-text': ['M14 3H6v18h12V7z', 'M14 3v4h4', 'M9 13h6', 'M9 17h6'],
  wallet: ['M3 7h18v12H3z', 'M3 7l2-3h14l2 3', 'M16 13h2'],
  'credit-card': ['M3 6h18v12H3z', 'M3 10h18', 'M7 15h3'],
  undo: ['M9 14L4 9l5-5', 'M4 9h10a6 6 0 010 12h-3'],
  check: ['M5 12l5 5 9-10'],
  send: ['M22 2L11 13', 'M22 2l-7 20-4-9-9-4z'],
  mail: ['M3 5h18v14H3z', 'M3 6l9 7 9-7'],
  bell: ['M6 16V11a6 6 0 0112 0v5l2 2H4z', 'M10 20a2 2 0 004 0'],
  calendar: ['M4 5h16v16H4z', 'M4 10h16', 'M8 3v4', 'M16 3v4'],
  clipboard: ['M8 4h8v3H8z', 'M6 5H5v16h14V5h-1', 'M9 12h6', 'M9 16h4'],
  users: ['M9 11a4 4 0 100-8 4 4 0 000 8z', 'M2 21v-1a7 7 0 0114 0v1', 'M16 3.5a4 4 0 010 7', 'M22 21v-1a7 7 0 00-4-6.3'],
  news: ['M4 4h13v16H6a2 2 0 01-2-2z', 'M17 8h3v10a2 2 0 01-2 2', 'M8 8h5', 'M8 12h5', 'M8 16h3'],
  'check-square': ['M4 4h16v16H4z', 'M8 12l3 3 5-6'],
  chart: ['M4 20V10', 'M10 20V4', 'M16 20v-7', 'M22 20H2'],
  menu: ['M4 6h16', 'M4 12h16', 'M4 18h16'],
  edit: ['M4 20h4L19 9l-4-4L4 16z', 'M13 7l4 4'],
  trash: ['M4 7h16', 'M9 7V4h6v3', 'M6 7l1 13h10l1-13', 'M10 11v6', 'M14 11v6'],
  columns: ['M4 4h16v16H4z', 'M10 4v16', 'M16 4v16'],
  bookmark: ['M6 3h12v18l-6-4-6 4z'],
  'chevron-down': ['M6 9l6 6 6-6'],
  'chevron-left': ['M15 6l-6 6 6 6'],
  'chevron-right': ['M9 6l6 6-6 6'],
  'arrow-up': ['M12 19V5', 'M6 11l6-6 6 6'],
  'arrow-down': ['M12 5v14', 'M6 13l6 6 6-6'],
  sort: ['M8 4v16', 'M4 8l4-4 4 4', 'M16 20V4', 'M12 16l4 4 4-4'],
  search: ['M11 18a7 7 0 100-14 7 7 0 000 14z', 'M21 21l-5-5'],
  filter: ['M3 5h18l-7 8v6l-4 2v-8z'],
  plus: ['M12 5v14', 'M5 12h14'],
  download: ['M12 4v12', 'M7 11l5 5 5-5', 'M4 20h16'],
  upload: ['M12 16V4', 'M7 9l5-5 5 5', 'M4 20h16'],
  close: ['M6 6l12 12', 'M18 6L6 18'],
  logout: ['M15 4h4v16h-4', 'M10 8l-4 4 4 4', 'M6 12h11'],
  user: ['M12 12a4 4 0 100-8 4 4 0 000 8z', 'M4 21v-1a8 8 0 0116 0v1'],
  globe: ['M12 21a9 9 0 100-18 9 9 0 000 18z', 'M3 12h18', 'M12 3c3 3 3 15 0 18', 'M12 3c-3 3-3 15 0 18'],
  file: ['M14 3H6v18h12V7z', 'M14 3v4h4'],
  link: ['M10 14a4 4 0 006 0l3-3a4 4 0 00-6-6l-1 1', 'M14 10a4 4 0 00-6 0l-3 3a4 4 0 006 6l1-1'],
  'check-circle': ['M12 21a9 9 0 100-18 9 9 0 000 18z', 'M8 12l3 3 5-6'],
  'alert-circle': ['M12 21a9 9 0 100-18 9 9 0 000 18z', 'M12 8v5', 'M12 16v.01'],
  inbox: ['M3 13h5l2 3h4l2-3h5', 'M5 5h14l2 8v6H3v-6z'],
};

export function Icon({ name, size = 18 }: { name: string; size?: number }) {
  const paths = PATHS[name as IconName] as readonly string[] | undefined;
  return (
    <svg
      className="icon"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {paths ? paths.map((d) => <path key={d} d={d} />) : <circle cx={12} cy={12} r={3} fill="currentColor" />}
    </svg>
  );
}
