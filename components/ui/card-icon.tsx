import { createElement } from 'react';
import { Droplets, Earth, Gem, GlassWater, Leaf, Milk, Recycle, ShieldCheck, type IconNode } from 'lucide';
import type { CardIcon as Icon } from '@/lib/i18n/en/home';

// Lucide's icon data drawn here, on the server: lucide-react's components are client components, which
// would ship JavaScript for a few static pictures.
const icons: Record<Icon, IconNode> = {
  leaf: Leaf,
  glass: GlassWater,
  bottle: Milk,
  recycle: Recycle,
  gem: Gem,
  earth: Earth,
  droplets: Droplets,
  shield: ShieldCheck,
};

export function CardIcon({ icon }: { icon: Icon }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="28"
      height="28"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-icon={icon}
    >
      {icons[icon].map(([tag, attrs], index) => createElement(tag, { key: index, ...attrs }))}
    </svg>
  );
}
