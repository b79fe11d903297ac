import { brandMark } from '@/lib/site/brand-mark';

export function BrandMark({ className }: { className?: string }) {
  const { ring, ripples } = brandMark;
  return (
    <svg className={className} viewBox={brandMark.viewBox} width="36" height="36" aria-hidden="true" focusable="false">
      <g fill="none" stroke="currentColor" strokeLinecap="round">
        <circle cx={ring.cx} cy={ring.cy} r={ring.r} strokeWidth={ring.strokeWidth} />
        {ripples.map(({ d, strokeWidth, opacity }) => (
          <path key={d} d={d} strokeWidth={strokeWidth} opacity={opacity < 1 ? opacity : undefined} />
        ))}
      </g>
    </svg>
  );
}
