import { Icon, type IconProps } from '../../lib/ui/icons.js';

/** Line icons the dashboard needs beyond web/lib/ui/icons.tsx, drawn in its shared frame, 18px. */
export function SearchIcon(props: IconProps) {
  return (
    <Icon size={18} {...props}>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </Icon>
  );
}

export function FilterIcon(props: IconProps) {
  return (
    <Icon size={18} {...props}>
      <path d="M4 5h16l-6 7.5V19l-4 1.5v-8L4 5Z" />
    </Icon>
  );
}
