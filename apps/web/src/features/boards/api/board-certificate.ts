import type { Board } from '@makerboard/shared';
import { tokens } from '../../../api/http.ts';
import { currentLanguage } from '../../../i18n/index.ts';

/**
 * Whether the board has earned a certificate (docs/decisions.md "Certificates"): submitted, every
 * section Completed, or an award won.
 */
export function earnsCertificate(board: Board, awards: number): boolean {
  return (
    awards > 0 ||
    board.submitted ||
    (board.metadata.posts > 0 && board.completedPostCount >= board.metadata.posts)
  );
}

/** GET /projects/{id}/certificate: the PDF, saved by the browser (with the caller's token: private boards). */
export async function downloadCertificate(boardId: number): Promise<void> {
  const { accessToken } = tokens.get();
  const response = await fetch(`/api/projects/${boardId}/certificate`, {
    headers: {
      'accept-language': currentLanguage(),
      ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}),
    },
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { messages?: string[] } | null;
    throw new Error(body?.messages?.[0] ?? response.statusText);
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name ?? `certificate-${boardId}.pdf`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
