import { useQuery } from '@tanstack/react-query';
import type PocketBase from 'pocketbase';

/** The server's file tokens last 180 s; renewing every minute keeps links on screen valid with room to spare. */
const RENEW_MS = 60_000;

/**
 * A short-lived file token for protected attachments, renewed every minute while `enabled` (e.g. while a viewer
 * or an edit wizard shows attachment links). `undefined` until the first token arrives.
 */
export function useFileToken(pb: PocketBase, enabled: boolean): string | undefined {
  const { data } = useQuery({
    queryKey: ['file-token', pb.authStore.record?.id ?? ''],
    queryFn: () => pb.files.getToken(),
    enabled,
    staleTime: RENEW_MS,
    refetchInterval: RENEW_MS,
    gcTime: RENEW_MS,
  });
  return enabled ? data : undefined;
}

/**
 * The address of a record's protected file with a fresh file token; `download` asks the server to send it as an
 * attachment (documents are sent under the name they were uploaded with).
 */
export async function protectedFileUrl(
  pb: PocketBase,
  record: { id: string; collectionId?: string; collectionName?: string },
  file: string,
  download = false,
): Promise<string> {
  const token = await pb.files.getToken();
  return pb.files.getURL(record, file, download ? { token, download: true } : { token });
}

/** A protected file's address with the token, or `undefined` while there is no token (the link is not shown). */
export function withFileToken(href: string | undefined, token: string | undefined): string | undefined {
  if (!href || !token) return undefined;
  const url = new URL(href, window.location.href);
  url.searchParams.set('token', token);
  return url.toString();
}

/** A sales document whose attachment links carry the token (links are hidden until a token is available). */
export function withAttachmentLinks<T extends { attachments: readonly { name: string; href?: string }[] }>(
  doc: T,
  token: string | undefined,
): T {
  return { ...doc, attachments: doc.attachments.map((a) => ({ ...a, href: withFileToken(a.href, token) })) };
}

/**
 * The address of a record's protected attachment, with a file token renewed while `enabled`; undefined until there
 * is a token (the attachment is then listed by name only).
 */
export function useAttachmentUrl(pb: PocketBase, collection: string, enabled: boolean) {
  const token = useFileToken(pb, enabled);
  return (record: { id: string }, fileName: string): string | undefined =>
    withFileToken(pb.files.getURL({ id: record.id, collectionName: collection }, fileName), token);
}
