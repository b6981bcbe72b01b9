import type { SVGProps } from 'react';

/** Line icons drawn inline (24px grid, currentColor) so no icon package ships to the browser. */
export type IconProps = SVGProps<SVGSVGElement> & { size?: number };

/** The frame every line icon shares; features draw their own paths inside it. */
export function Icon({ size = 20, children, ...props }: IconProps) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
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
      {...props}
    >
      {children}
    </svg>
  );
}

export function WineGlassIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M7 3h10c0 5.5-1.5 9-5 10-3.5-1-5-4.5-5-10Z" />
      <path d="M7.4 7.5h9.2" />
      <path d="M12 13v7" />
      <path d="M8 21h8" />
    </Icon>
  );
}

export function SunIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
    </Icon>
  );
}

export function MoonIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M20 14.5A8 8 0 0 1 9.5 4 8 8 0 1 0 20 14.5Z" />
    </Icon>
  );
}

export function BoltIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M13 2 4 14h7l-1 8 9-12h-7l1-8Z" />
    </Icon>
  );
}

export function TargetIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="12" r="9" />
      <circle cx="12" cy="12" r="5" />
      <circle cx="12" cy="12" r="1" />
    </Icon>
  );
}

export function ChartIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M4 20V4" />
      <path d="M4 20h16" />
      <path d="m7 15 4-4 3 3 5-6" />
    </Icon>
  );
}

export function LogoutIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3" />
      <path d="M10 17l-5-5 5-5" />
      <path d="M5 12h11" />
    </Icon>
  );
}

export function MenuBookIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M4 5a2 2 0 0 1 2-2h13v16H6a2 2 0 0 0-2 2Z" />
      <path d="M4 19V5" />
      <path d="M9 8h6M9 12h6" />
    </Icon>
  );
}

/** The scan frame: Scan in the header, and the camera button of a barcode field. */
export function ScanIcon(props: IconProps) {
  return (
    <Icon size={18} {...props}>
      <path d="M4 8V5a1 1 0 0 1 1-1h3M16 4h3a1 1 0 0 1 1 1v3M20 16v3a1 1 0 0 1-1 1h-3M8 20H5a1 1 0 0 1-1-1v-3" />
      <path d="M7 12h10" />
    </Icon>
  );
}

/** Add: Add Bottle in the header and in the phone's action bar. */
export function PlusIcon(props: IconProps) {
  return (
    <Icon size={18} {...props}>
      <path d="M12 5v14M5 12h14" />
    </Icon>
  );
}

/** Points right when closed and down when open: the tree's rows, the header's menus, a form's sections. */
export function ChevronIcon({ open, ...props }: IconProps & { open: boolean }) {
  return (
    <Icon
      {...props}
      style={{ transition: 'transform 120ms ease', transform: open ? 'rotate(90deg)' : 'none' }}
    >
      <path d="m9 6 6 6-6 6" />
    </Icon>
  );
}
