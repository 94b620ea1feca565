import type { QrPicture as QrPictureData } from '@schemas/studio/studio-api';

/**
 * A QR code drawn from the server's path of unit squares, with the quiet zone scanners need; no inline markup or style.
 */
export function QrPicture({ qr, label }: { qr: QrPictureData; label: string }) {
  const quiet = 4;
  const side = qr.size + 2 * quiet;
  return (
    <svg
      className="qr-picture"
      viewBox={`${-quiet} ${-quiet} ${side} ${side}`}
      width={side * 5}
      height={side * 5}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
    >
      <rect x={-quiet} y={-quiet} width={side} height={side} fill="#fff" />
      <path d={qr.path} fill="#000" />
    </svg>
  );
}
