/**
 * `/studio/shared-preview#<token>`: a change request's preview opened from a shared link (decision 390),
 * outside the studio's sign-in. The portal runs in the preview frame as in the studio, with the request's
 * values and, when the link names one, its scenario borrower signed in; nothing here can change the request.
 */
import { ErrorBanner } from '@studio/ui/error-banner';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { SharedPreview } from '@schemas/studio/preview-links';
import { sharedPreviewQuery } from '@studio/api/open-shared-preview';
import { formatWhen } from '@studio/ui/format-when';
import { FRAME_PX, previewFrameUrl } from './preview-frame-url';
import { useFitScale } from './use-fit-scale';
import { usePreviewChannel } from './use-preview-channel';
import './preview-pane.css';
import './shared-preview.css';

function SharedFrame({ shared }: { shared: SharedPreview }) {
  const size = FRAME_PX[shared.width];
  const { containerRef, scale } = useFitScale(size.width);
  const [src] = useState(() => previewFrameUrl(shared.route));
  const { frameRef, send, sendSettings } = usePreviewChannel({
    // The bridge (re)started: session first, then the request's values, then the link's page.
    onReady: () => {
      send({ type: 'studio:session', userToken: shared.userToken, userName: shared.borrower });
      sendSettings(shared.options, shared.changedKeys);
      send({ type: 'studio:navigate', path: shared.route });
    },
    onRoute: () => {},
    onPick: () => {},
  });
  return (
    <>
      <p>
        Read-only preview of the values this change request proposes; they are not published. Shown at{' '}
        {shared.width === 'phone' ? 'phone width (390 px)' : 'desktop width (1280 px)'}
        {shared.borrower ? `, signed in as the sandbox's test borrower ${shared.borrower}` : ', signed out'}. The link
        works until {formatWhen(shared.expiresAt)}.
      </p>
      <div className="preview-pane__stage" ref={containerRef} style={{ height: Math.ceil(size.height * scale) }}>
        <iframe
          ref={frameRef}
          className="preview-pane__frame"
          title="Portal preview"
          src={src}
          style={{ width: size.width, height: size.height, transform: scale < 1 ? `scale(${scale})` : undefined }}
          data-width={shared.width}
        />
      </div>
    </>
  );
}

/** The page: the link's token comes after `#`. */
export default function SharedPreviewPage() {
  const [token] = useState(() => window.location.hash.slice(1));
  const shared = useQuery(sharedPreviewQuery(token));
  return (
    <main className="shared-preview">
      <h1>
        {shared.data ? `Preview of change request #${shared.data.requestId}: ${shared.data.title}` : 'Shared preview'}
      </h1>
      {shared.isPending ? <p role="status">Opening the shared preview…</p> : null}
      {shared.isError ? <ErrorBanner>{shared.error.message} Ask whoever shared it for a new link.</ErrorBanner> : null}
      {shared.data ? <SharedFrame shared={shared.data} /> : null}
    </main>
  );
}
