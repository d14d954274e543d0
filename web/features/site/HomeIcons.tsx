// The home page's line icons (one stroke style, currentColor).
import { type ReactNode } from 'react';
import './home.css';

export function Icon(props: { children: ReactNode; className?: string }) {
  return (
    <svg
      className={props.className ?? 'home-icon'}
      width="28"
      height="28"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.7"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {props.children}
    </svg>
  );
}

export const icons = {
  coach: (
    <>
      <rect x="3" y="4" width="18" height="13" rx="2.5" />
      <path d="M3 11h18M8 4v7M13 4v7M6.5 20.5v-3.5M17.5 20.5v-3.5M6 14.5h1.5M16.5 14.5H18" />
    </>
  ),
  agency: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M3.5 12h17M12 3.5c2.5 2.3 3.6 5.2 3.6 8.5s-1.1 6.2-3.6 8.5c-2.5-2.3-3.6-5.2-3.6-8.5S9.5 5.8 12 3.5z" />
    </>
  ),
  company: (
    <>
      <rect x="3" y="7.5" width="18" height="12.5" rx="2" />
      <path d="M8.5 7.5V5.5a2 2 0 0 1 2-2h3a2 2 0 0 1 2 2v2M3 13h18M10.5 13v1.5h3V13" />
    </>
  ),
  group: (
    <>
      <circle cx="9" cy="8" r="3" />
      <circle cx="17" cy="9" r="2.4" />
      <path d="M3.5 19.5c.4-3.3 2.6-5.5 5.5-5.5s5.1 2.2 5.5 5.5M14.5 14.6c.8-.4 1.6-.6 2.5-.6 2.3 0 4 1.8 4.3 4.6" />
    </>
  ),
  cup: (
    <>
      <path d="M5 10h11v3.5A4.5 4.5 0 0 1 11.5 18h-2A4.5 4.5 0 0 1 5 13.5z" />
      <path d="M16 11h1a2 2 0 0 1 0 4h-1.3M4 20.5h13M8.5 3.5c-.8.8.8 1.7 0 2.5M12 3.5c-.8.8.8 1.7 0 2.5" />
    </>
  ),
  plate: (
    <>
      <circle cx="12" cy="13" r="6.5" />
      <circle cx="12" cy="13" r="3.5" />
      <path d="M2.5 4v5.5a1.5 1.5 0 0 0 3 0V4M4 11v9M21.5 4c-1.6 1-2.5 3-2.5 6h2.5v10" />
    </>
  ),
  clock: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 7.5V12l3 2" />
    </>
  ),
  calendar: (
    <>
      <rect x="3.5" y="5" width="17" height="15" rx="2.5" />
      <path d="M3.5 10h17M8 3v4M16 3v4M8 14h2.5M13.5 14H16M8 17h2.5" />
    </>
  ),
  guests: (
    <>
      <circle cx="12" cy="8" r="3.2" />
      <path d="M5.5 20c.5-3.8 3.1-6 6.5-6s6 2.2 6.5 6" />
    </>
  ),
  check: <path d="M5 12.5l4.5 4.5L19 7.5" />,
  phone: <path d="M6.6 3.5h2.6l1.4 4.2-2 1.3a11 11 0 0 0 6.4 6.4l1.3-2 4.2 1.4v2.6a2 2 0 0 1-2.2 2A16.5 16.5 0 0 1 4.6 5.7a2 2 0 0 1 2-2.2z" />,
  mail: (
    <>
      <rect x="3" y="5.5" width="18" height="13" rx="2" />
      <path d="M3.5 6.5l8.5 6.5 8.5-6.5" />
    </>
  ),
  pin: (
    <>
      <path d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11z" />
      <circle cx="12" cy="10" r="2.3" />
    </>
  ),
};
