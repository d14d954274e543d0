import { useMemo } from 'react';
import { encodeQr, qrPath } from '../lib/qr.ts';

/** A QR code of `value` as inline SVG (dark modules on white, with the standard quiet zone). */
export function QrCode(props: { value: string; label: string; size?: number }) {
  const code = useMemo(() => {
    try {
      return encodeQr(props.value, 'M');
    } catch {
      return null;
    }
  }, [props.value]);
  if (!code) return null;
  const dimension = code.size + 8;
  return (
    <svg
      className="qr-code"
      role="img"
      aria-label={props.label}
      width={props.size ?? 112}
      height={props.size ?? 112}
      viewBox={`0 0 ${dimension} ${dimension}`}
      shapeRendering="crispEdges"
    >
      <rect width={dimension} height={dimension} fill="#fff" />
      <path d={qrPath(code)} fill="#1f1a17" />
    </svg>
  );
}
