// The Stopover mark (a cup on its saucer, steaming) and the word mark.
export function LogoMark(props: { size?: number }) {
  const size = props.size ?? 40;
  return (
    <svg className="logo-mark" width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <circle cx="24" cy="24" r="24" fill="var(--color-brand)" />
      <path d="M18 10.5c-2 2 2 4 0 6.5M24 8.5c-2 2 2 4 0 6.5M30 10.5c-2 2 2 4 0 6.5" stroke="var(--color-accent)" strokeWidth="2" strokeLinecap="round" fill="none" />
      <path d="M12 21h22v6.5a8.5 8.5 0 0 1-8.5 8.5h-5A8.5 8.5 0 0 1 12 27.5z" fill="var(--color-cream)" />
      <path d="M34 23.5h1.5a4.25 4.25 0 0 1 0 8.5H33" stroke="var(--color-cream)" strokeWidth="2.5" fill="none" />
      <rect x="10" y="37.5" width="26" height="2.5" rx="1.25" fill="var(--color-cream)" />
    </svg>
  );
}

export function Logo() {
  return (
    <span className="logo">
      <LogoMark />
      <span className="logo-word">Stopover</span>
    </span>
  );
}
