import type { AttachmentView, UploadView } from '@makerboard/shared';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../i18n/index.ts';
import { stubServer } from '../../test/fixtures.ts';
import { SectionAttachments, whiteboardSupported } from './components/section-attachments.tsx';

function upload(overrides: Partial<UploadView>): UploadView {
  return {
    id: 1,
    storageKey: 'k1234567890',
    kind: 'file',
    status: 'ready',
    error: null,
    name: 'wiring.pdf',
    mime: 'application/pdf',
    size: 2048,
    width: null,
    height: null,
    url: '/api/files/k1234567890/original?exp=1&sig=x',
    thumbnailUrl: null,
    posterUrl: null,
    sceneUrl: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
const attached = (id: number, u: UploadView): AttachmentView => ({
  id,
  postID: 3,
  priority: id,
  locked: false,
  upload: u,
});

function renderWith(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider>
      <QueryClientProvider client={client}>{ui}</QueryClientProvider>
    </MantineProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('section attachments', () => {
  it('shows images, files and a video’s phase until it is playable (spec/000 §4)', async () => {
    const status = 'transcoding';
    stubServer((url) =>
      url.includes('/uploads/3')
        ? { status: 200, body: { result: { upload: upload({ id: 3, kind: 'video', status }) } } }
        : { status: 200, body: { result: {} } },
    );
    renderWith(
      <SectionAttachments
        boardId={7}
        sectionId={3}
        editable={false}
        maxAttachments={10}
        attachments={[
          attached(1, upload({ id: 1, kind: 'image', name: 'bench.png', thumbnailUrl: '/t.jpg' })),
          attached(2, upload({ id: 2 })),
          attached(3, upload({ id: 3, kind: 'video', name: 'run.mp4', status: 'waiting', url: null })),
        ]}
      />,
    );
    expect(screen.getByRole('img', { name: 'bench.png' }).getAttribute('src')).toBe('/t.jpg');
    expect(screen.getByRole('link', { name: 'wiring.pdf' }).getAttribute('download')).toBe('wiring.pdf');
    expect(screen.getByTestId('attachment-video-status').textContent).toBe('Waiting');
    await waitFor(() =>
      expect(screen.getByTestId('attachment-video-status').textContent).toBe('Transcoding'),
    );
    // Nothing to edit for a reader.
    expect(screen.queryByRole('button', { name: 'Attach files' })).toBeNull();
  });

  it('says when the limit is reached, and offers the picker and the whiteboard otherwise', () => {
    stubServer(() => ({ status: 200, body: { result: {} } }));
    renderWith(
      <SectionAttachments
        boardId={7}
        sectionId={3}
        editable
        maxAttachments={1}
        attachments={[attached(2, upload({ id: 2 }))]}
      />,
    );
    expect(screen.getByText('You have reached the maximum number of attachments.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Attach files' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the unsupported message instead of the editor on a narrow screen', async () => {
    stubServer(() => ({ status: 200, body: { result: {} } }));
    vi.stubGlobal('innerWidth', 400);
    expect(whiteboardSupported()).toBe(false);
    renderWith(
      <SectionAttachments boardId={7} sectionId={3} editable maxAttachments={10} attachments={[]} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Draw a whiteboard' }));
    expect(await screen.findByTestId('whiteboard-unsupported')).toBeTruthy();
    expect(screen.getByTestId('whiteboard-unsupported').textContent).toMatch(
      /^Whiteboard editing is not supported/,
    );
  });
});

describe('a video’s phase over the socket', () => {
  it('reads the upload again as soon as the owner’s socket says its phase changed (spec/000 §4)', async () => {
    const { FakeSocket } = await import('../../realtime/test-socket.ts');
    const { SocketClient } = await import('../../realtime/socket-client.ts');
    const { RealtimeProvider } = await import('../../realtime/realtime-provider.tsx');
    const { renderHook } = await import('@testing-library/react');
    const { useUploadPhase } = await import('../media/api/get-upload.ts');
    FakeSocket.all = [];
    const socket = new SocketClient({ WebSocket: FakeSocket, url: 'ws://t/ws', getToken: () => '' });
    const phases: UploadView['status'][] = ['waiting', 'transcoding'];
    const { calls } = stubServer((url) =>
      url.startsWith('/api/uploads/7')
        ? {
            status: 200,
            body: { result: { upload: upload({ id: 7, kind: 'video', status: phases.shift() ?? 'ready' }) } },
          }
        : { status: 404, body: { messages: ['Not found'] } },
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>
        <RealtimeProvider client={socket}>{children}</RealtimeProvider>
      </QueryClientProvider>
    );
    const video = upload({ id: 7, kind: 'video', status: 'waiting' });
    const onChange = vi.fn();
    const { result, unmount } = renderHook(() => useUploadPhase(video, onChange), { wrapper });
    await waitFor(() => expect(result.current.data?.status).toBe('waiting'));
    const reads = () => calls.filter((c) => c.url.startsWith('/api/uploads/7')).length;
    const before = reads();
    FakeSocket.last().open();
    FakeSocket.last().receive({ action: 'update', type: 'upload', id: 8 });
    FakeSocket.last().receive({ action: 'update', type: 'upload', id: 7 });
    // Well before the 2 s poll: the message itself made the read.
    await waitFor(() => expect(result.current.data?.status).toBe('transcoding'), { timeout: 1000 });
    expect(reads()).toBe(before + 1);
    // The phase changed: the holder of the video is told, to read it again.
    expect(onChange).toHaveBeenCalledTimes(1);
    unmount();
    socket.stop();
  });
});
