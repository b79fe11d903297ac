export function BrandMark({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 64 64" width="36" height="36" aria-hidden="true" focusable="false">
      <g fill="none" stroke="currentColor" strokeLinecap="round">
        <circle cx="32" cy="32" r="23" strokeWidth="3" />
        <path d="M15 30c4.2-4 8.4-4 12.6 0s8.4 4 12.6 0 8.4-4 8.8 0" strokeWidth="3" />
        <path d="M18 39c3.5-3.2 7-3.2 10.5 0s7 3.2 10.5 0 7-3.2 7.5 0" strokeWidth="2.4" opacity=".6" />
      </g>
    </svg>
  );
}
