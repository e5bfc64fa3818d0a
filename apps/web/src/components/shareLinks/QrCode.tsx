import qrcode from 'qrcode-generator';

/** The modules of `text` as a QR code (error correction M, smallest version that fits). */
export function qrModules(text: string): { size: number; path: string } {
  const qr = qrcode(0, 'M');
  qr.addData(text);
  qr.make();
  const size = qr.getModuleCount();
  let path = '';
  for (let row = 0; row < size; row++) {
    for (let col = 0; col < size; col++) {
      if (qr.isDark(row, col)) path += `M${col + 4} ${row + 4}h1v1h-1z`;
    }
  }
  return { size, path };
}

/**
 * A QR code drawn as SVG, made here (qrcode-generator, no network): dark on white with the quiet
 * zone of 4 modules scanners need, whatever the colour scheme. Loaded lazily (it is only needed
 * when a share link is shown), so neither the players' sheet nor the other screens carry it.
 */
export default function QrCode({ text, label, size = 232 }: { text: string; label: string; size?: number }) {
  const { size: modules, path } = qrModules(text);
  const box = modules + 8;
  return (
    <svg
      className="qr-code"
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${box} ${box}`}
      shapeRendering="crispEdges"
      xmlns="http://www.w3.org/2000/svg"
    >
      <rect width={box} height={box} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </svg>
  );
}
