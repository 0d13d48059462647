import type { ReactNode, SVGProps } from "react";

type IconProps = Omit<SVGProps<SVGSVGElement>, "children">;

/** Line icons drawn on a 24px grid in currentColor; decorative, so hidden from assistive technology. */
function LineIcon({ children, ...props }: IconProps & { children: ReactNode }) {
  return (
    <svg
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
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

export function SearchIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <circle cx="11" cy="11" r="6.5" />
      <path d="m16 16 4.5 4.5" />
    </LineIcon>
  );
}

export function MenuIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M4 7h16M4 12h16M4 17h16" />
    </LineIcon>
  );
}

export function CloseIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M6 6l12 12M18 6 6 18" />
    </LineIcon>
  );
}

export function ChevronDownIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="m6 9 6 6 6-6" />
    </LineIcon>
  );
}

export function ArrowRightIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M5 12h14M13 6l6 6-6 6" />
    </LineIcon>
  );
}

export function PhoneIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2" />
    </LineIcon>
  );
}

export function MailIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3 7 9 6 9-6" />
    </LineIcon>
  );
}

export function EyeIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
    </LineIcon>
  );
}

export function CheckIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="m5 12.5 4.5 4.5L19 7.5" />
    </LineIcon>
  );
}

export function HeadphonesIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M4 15v-3a8 8 0 0 1 16 0v3" />
      <rect x="3" y="14" width="4.5" height="7" rx="1.5" />
      <rect x="16.5" y="14" width="4.5" height="7" rx="1.5" />
    </LineIcon>
  );
}

export function MusicIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M9 18V5l11-2v13" />
      <circle cx="6" cy="18" r="3" />
      <circle cx="17" cy="16" r="3" />
    </LineIcon>
  );
}

export function WandIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M3 21 14 10" />
      <path d="M17 3v4M15 5h4M20 10v3M18.5 11.5h3M10 4v2M9 5h2" />
    </LineIcon>
  );
}

export function CameraIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <rect x="3" y="7" width="18" height="13" rx="2" />
      <path d="m8 7 1.5-3h5L16 7" />
      <circle cx="12" cy="13.5" r="3.5" />
    </LineIcon>
  );
}

export function PaletteIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M12 3a9 9 0 1 0 0 18c1.1 0 1.6-.9 1.2-1.8-.5-1 .2-2.2 1.3-2.2H17a4 4 0 0 0 4-4c0-5.5-4-10-9-10z" />
      <circle cx="7.5" cy="11.5" r="1" />
      <circle cx="10" cy="7.5" r="1" />
      <circle cx="15" cy="8" r="1" />
    </LineIcon>
  );
}

export function PhotoBoothIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <rect x="6" y="2.5" width="12" height="19" rx="1.5" />
      <rect x="8.5" y="5.5" width="7" height="5" rx="0.5" />
      <rect x="8.5" y="13.5" width="7" height="5" rx="0.5" />
    </LineIcon>
  );
}

export function BalloonIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M12 16c-3.3 0-6-3.1-6-7a6 6 0 0 1 12 0c0 3.9-2.7 7-6 7z" />
      <path d="m11 17.5 1-1.5 1 1.5zM12 17.5c0 1.5-2 2-2 4" />
    </LineIcon>
  );
}

export function VenueIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M3 21h18M5 21V10l7-5 7 5v11M10 21v-5h4v5" />
    </LineIcon>
  );
}

export function MicrophoneIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <rect x="9" y="3" width="6" height="11" rx="3" />
      <path d="M6 11a6 6 0 0 0 12 0M12 17v4M9 21h6" />
    </LineIcon>
  );
}

export function ScreenIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <rect x="3" y="4" width="18" height="12" rx="2" />
      <path d="M8 20h8M12 16v4M10.5 8v4l3.5-2z" />
    </LineIcon>
  );
}
