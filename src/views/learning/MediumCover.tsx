import type { CSSProperties } from 'react';
import type { MediaType } from '../../graphql/generated';

// A medium's cover image, or, without one, a drawing of its type (course, play button, page, link).
// Decorative: the title beside it names the medium, so the image is hidden from screen readers.

const PATHS: Record<MediaType, string> = {
  // A mortarboard.
  SCORM: 'M12 4 2 9l10 5 8-4v6h2V9L12 4Zm-6 8.2V16c0 1.7 2.7 3 6 3s6-1.3 6-3v-3.8l-6 3-6-3Z',
  // A play button.
  VIDEO: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm-2 6 6 4-6 4V8Z',
  // A page with a folded corner.
  PDF: 'M6 2h8l6 6v14H6V2Zm8 1.5V9h5.5L14 3.5ZM9 13h8v1.5H9V13Zm0 3h8v1.5H9V16Z',
  // Two chain links.
  LINK: 'M10.6 13.4a1 1 0 0 1 0-1.4l3-3a1 1 0 1 1 1.4 1.4l-3 3a1 1 0 0 1-1.4 0ZM8.5 19a4.5 4.5 0 0 1-3.2-7.7l2-2 1.4 1.4-2 2a2.5 2.5 0 0 0 3.6 3.6l2-2 1.4 1.4-2 2A4.5 4.5 0 0 1 8.5 19Zm9-5.7-1.4-1.4 2-2a2.5 2.5 0 0 0-3.6-3.6l-2 2-1.4-1.4 2-2a4.5 4.5 0 0 1 6.4 6.4l-2 2Z',
};

export type CoverSize = 'thumb' | 'card';

const frames: Record<CoverSize, CSSProperties> = {
  thumb: { width: '3rem', height: '2.25rem', flex: 'none' },
  card: { width: '100%', aspectRatio: '16 / 9' },
};

export function MediumCover({
  type,
  coverUrl,
  size = 'card',
}: {
  type: MediaType;
  coverUrl: string | null | undefined;
  size?: CoverSize;
}) {
  const frame: CSSProperties = {
    ...frames[size],
    borderRadius: 'var(--radius-2)',
    overflow: 'hidden',
    background: 'var(--accent-a3)',
    display: 'grid',
    placeItems: 'center',
  };
  if (coverUrl) {
    return (
      <div style={frame}>
        <img
          src={coverUrl}
          alt=""
          loading="lazy"
          decoding="async"
          style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
      </div>
    );
  }
  return (
    <div style={frame} aria-hidden="true" data-cover="illustration">
      <svg viewBox="0 0 24 24" width={size === 'thumb' ? 20 : 48} height={size === 'thumb' ? 20 : 48}>
        <path d={PATHS[type]} fill="var(--accent-11)" />
      </svg>
    </div>
  );
}
