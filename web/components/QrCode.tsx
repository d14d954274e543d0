/** A QR code drawn from the server's encoding (SiteContact.menuQr): dark modules on white. */
export function QrCode(props: { size: number; path: string; label: string; pixels?: number }) {
  return (
    <svg
      className="qr-code"
      role="img"
      aria-label={props.label}
      width={props.pixels ?? 112}
      height={props.pixels ?? 112}
      viewBox={`0 0 ${props.size} ${props.size}`}
      shapeRendering="crispEdges"
    >
      <rect width={props.size} height={props.size} style={{ fill: 'var(--qr-light)' }} />
      <path d={props.path} style={{ fill: 'var(--qr-dark)' }} />
    </svg>
  );
}
