import { useEffect, useState } from 'react';

/**
 * A QR code of `link` as an SVG data URL, for paying from another phone (the
 * buyer scans it with their UPI app); null until made. qrcode-generator is
 * downloaded only when a payment panel shows, never with the orders screen.
 */
export function useUpiQr(link: string | null): string | null {
  const [made, setMade] = useState<{ link: string; url: string } | null>(null);
  useEffect(() => {
    if (!link) return;
    let live = true;
    void import('qrcode-generator')
      .then(({ default: qrcode }) => {
        // Type 0: the smallest version that fits; 'M' survives a smudged or glaring screen.
        const qr = qrcode(0, 'M');
        qr.addData(link);
        qr.make();
        const svg = qr.createSvgTag({ cellSize: 4, margin: 4, scalable: true });
        if (live) setMade({ link, url: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` });
      })
      // Without the download (offline) the link itself still pays; the QR is an extra.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [link]);
  return made && made.link === link ? made.url : null;
}
