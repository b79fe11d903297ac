import type { CardIcon as Icon } from '@/lib/site/copy';

const paths: Record<Icon, string> = {
  leaf: 'M5 19c0-8 5-13 14-14-1 9-6 14-14 14Zm0 0 8-8',
  spring: 'M12 3s-6 7-6 11a6 6 0 0 0 12 0c0-4-6-11-6-11Zm-3 12a3 3 0 0 0 3 3',
  bottle: 'M10 2h4v3l1 2v3a3 3 0 0 1 1 2v9H8v-9a3 3 0 0 1 1-2V7l1-2V2Zm-2 12h8',
  recycle: 'M7 9 4 14h6m4-9-3-2-3 5m8 2 3 5h-6m-7-2 2 4h6',
  carbon: 'M4 16a5 5 0 0 1 4-8 6 6 0 0 1 11 3 4 4 0 0 1-1 8H7a3 3 0 0 1-3-3Zm5-1 2 2 4-4',
  drop: 'M12 3s-6 7-6 11a6 6 0 0 0 12 0c0-4-6-11-6-11Zm-4 11h8',
  shield: 'M12 3 5 6v5c0 5 3 8 7 10 4-2 7-5 7-10V6l-7-3Zm-3 9 2 2 4-4',
};

export function CardIcon({ icon }: { icon: Icon }) {
  return (
    <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
      <path
        d={paths[icon]}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
