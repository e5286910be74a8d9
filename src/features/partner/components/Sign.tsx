import { useCallback, useLayoutEffect, useRef } from "react";
import { buttonVariants } from "@/components/ui/Button";
import { alertClass } from "@/components/ui/form-classes";
import type { Property } from "@/features/partner/api/account";
import { partnerConfig } from "@/features/partner/content";
import { clockTime } from "@/lib/clock-time";
import { useLoad } from "@/lib/use-load";
import { qrMatrix, qrPath, quietZone, residentsPageUrl } from "@/features/partner/lib/qr";

const copy = partnerConfig.sign;

/**
 * A property's sign for its trash room, alone on the page so that it prints on one sheet: its
 * name, the set-out window and rules as the property's row holds them, and the QR code of the
 * residents' page with its address under it.
 */
export function Sign({ property, onClose }: { property: Property; onClose: () => void }) {
  const url = residentsPageUrl(property.public_code);
  // Drawing the code loads its library: a chunk that fails to load (offline) is a failure.
  const { state: code } = useLoad(
    useCallback(async () => {
      const matrix = await qrMatrix(url);
      return { ok: true, data: { size: matrix.size, path: qrPath(matrix) } } as const;
    }, [url]),
  );
  const heading = useRef<HTMLHeadingElement>(null);
  useLayoutEffect(() => heading.current?.focus(), []);
  const titleId = `sign-${property.id}`;
  const side = code.kind === "ready" ? code.data.size + 2 * quietZone : 0;
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap gap-3 print:hidden">
        <button type="button" onClick={onClose} className={buttonVariants({ variant: "outline" })}>
          {copy.back}
        </button>
        {code.kind === "ready" && (
          <button type="button" onClick={() => window.print()} className={buttonVariants()}>
            {copy.print}
          </button>
        )}
      </div>
      <p className="text-ink print:hidden">{copy.lead}</p>
      <article
        aria-labelledby={titleId}
        className="flex flex-col items-center gap-4 rounded-2xl border-2 border-ink px-3 py-4 text-center"
      >
        <h2
          id={titleId}
          ref={heading}
          tabIndex={-1}
          className="break-words text-3xl font-bold text-ink"
        >
          {property.name}
        </h2>
        {property.set_out_from && property.set_out_until && (
          <p className="text-2xl font-semibold text-ink">
            {copy.window(clockTime(property.set_out_from), clockTime(property.set_out_until))}
          </p>
        )}
        {property.rules && (
          <div className="grid gap-1">
            <h3 className="text-xl font-semibold text-ink">{copy.rules}</h3>
            <p className="whitespace-pre-line break-words text-lg text-ink">{property.rules}</p>
          </div>
        )}
        <figure className="flex flex-col items-center gap-2">
          {code.kind === "ready" ? (
            <svg
              xmlns="http://www.w3.org/2000/svg"
              role="img"
              aria-label={copy.qrLabel(url)}
              viewBox={`0 0 ${side} ${side}`}
              shapeRendering="crispEdges"
              className="w-64"
            >
              <rect width={side} height={side} fill="#fff" />
              <path d={code.data.path} fill="#000" />
            </svg>
          ) : code.kind === "loading" ? (
            <p role="status">{copy.making}</p>
          ) : (
            <p role="alert" className={alertClass}>
              {copy.failed}
            </p>
          )}
          <figcaption className="grid gap-1">
            <span className="text-lg text-ink">{copy.scan}</span>
            <span className="break-all text-lg font-semibold text-ink">
              {url.replace(/^https?:\/\//, "")}
            </span>
          </figcaption>
        </figure>
      </article>
    </div>
  );
}
