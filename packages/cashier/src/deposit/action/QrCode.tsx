import { useEffect, useState } from "react";
import { useLingui } from "@lingui/react/macro";
import { Skeleton } from "@casino/ui-kit";
import * as styles from "./DepositActionPanel.css.ts";

/** The QR library is about 25 KB gzip: it is fetched only when a QR is drawn, never with the deposit page. */
async function qrSvg(payload: string): Promise<string> {
  const module = await import("qrcode");
  // A CommonJS package: its functions sit on `default` in some bundles and on the namespace in others.
  const lib = ("default" in module && module.default ? module.default : module) as typeof import("qrcode");
  return lib.toString(payload, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
}

export type QrCodeProps = {
  payload: string;
  /** Says what the code holds (for an address: the address itself). */
  alt: string;
  /** The library could not encode the payload (too long, unsupported). */
  onError: () => void;
};

/** `payload` drawn as a QR code (an SVG image), a skeleton while the library loads. */
export function QrCode({ payload, alt, onError }: QrCodeProps) {
  const [drawn, setDrawn] = useState<{ payload: string; src: string } | null>(null);

  useEffect(() => {
    let live = true;
    qrSvg(payload).then(
      (svg) => live && setDrawn({ payload, src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` }),
      () => live && onError(),
    );
    return () => {
      live = false;
    };
  }, [payload, onError]);

  return <QrView src={drawn?.payload === payload ? drawn.src : null} alt={alt} />;
}

/** The drawn code, or its placeholder while `src` is null. */
export function QrView({ src, alt }: { src: string | null; alt: string }) {
  const { t } = useLingui();
  if (src === null) {
    return (
      <div className={styles.qr} role="img" aria-busy="true" aria-label={t`Loading the QR code`}>
        <Skeleton shape="rect" width="100%" height="100%" />
      </div>
    );
  }
  return <img className={styles.qr} src={src} alt={alt} width={220} height={220} />;
}
