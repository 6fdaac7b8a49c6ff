// The video player view: it starts from the saved share, shows the server's share (not what this
// visit played before it is saved) and tells the page the status it shows.
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { VideoPlayer } from '../../../src/views/learning/VideoPlayer';
import { api } from '../../machines/learning/fixtures';
import { renderView } from '../render';

/** jsdom does not play media: the element reports what a browser would after playing 0-6 s. */
function played(video: HTMLElement, pairs: Array<[number, number]>, duration: number, currentTime: number) {
  Object.defineProperty(video, 'duration', { configurable: true, value: duration });
  Object.defineProperty(video, 'currentTime', { configurable: true, value: currentTime });
  Object.defineProperty(video, 'played', {
    configurable: true,
    value: { length: pairs.length, start: (i: number) => pairs[i]![0], end: (i: number) => pairs[i]![1] },
  });
}

describe('video player', () => {
  it('starts from the share saved in earlier visits and reports the status it shows', () => {
    const onStatus = vi.fn();
    const { unmount } = renderView(
      <VideoPlayer
        api={api}
        mediaId="m-1"
        title="Safe lifting"
        url="/files/video.webm"
        resumeAt={0}
        status="NOT_ATTEMPTED"
        watchedShare={0.6}
        onStatus={onStatus}
      />,
      { path: '/media' },
    );
    const video = screen.getByLabelText('Safe lifting');
    expect(screen.getByText('60% watched')).toBeInTheDocument();
    expect(screen.getByText('Not attempted')).toBeInTheDocument();

    // Before the length is known nothing is reported.
    fireEvent.timeUpdate(video);
    expect(onStatus).not.toHaveBeenCalledWith('INCOMPLETE');

    played(video, [[0, 6]], 24, 6);
    fireEvent.timeUpdate(video);
    expect(screen.getByText('In progress')).toBeInTheDocument();
    expect(onStatus).toHaveBeenLastCalledWith('INCOMPLETE');
    // The share is the server's: this visit's seconds count once they are saved and merged.
    expect(screen.getByText('60% watched')).toBeInTheDocument();
    unmount();
  });

  it('in German', () => {
    const { unmount } = renderView(
      <VideoPlayer
        api={api}
        mediaId="m-1"
        title="Heben"
        url="/files/video.webm"
        resumeAt={0}
        status="COMPLETED"
        watchedShare={0.95}
      />,
      { path: '/media', locale: 'de' },
    );
    expect(screen.getByText(/95\s?% angesehen/)).toBeInTheDocument();
    unmount();
  });
});
