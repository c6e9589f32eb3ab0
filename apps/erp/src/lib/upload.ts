import { ClientResponseError } from 'pocketbase';
import type PocketBase from 'pocketbase';

import { endSessionOnUnauthorized } from './sessionExpiry';

/** A create or update of a record with files, reporting upload progress. */
export type UploadRequest = {
  collection: string;
  /** The record to update; absent to create one. */
  id?: string;
  body: FormData;
  /** Called with the fraction sent, from 0 to 1. */
  onProgress?: (fraction: number) => void;
  /** Aborts the upload (the promise then rejects with `isAbort`). */
  signal?: AbortSignal;
};

/**
 * Saves a record with files through XMLHttpRequest, because fetch (which the PocketBase SDK uses) reports no
 * upload progress. Authenticates like the SDK and fails with the SDK's own `ClientResponseError`, so callers
 * handle both paths the same way; a 401 ends the session.
 */
export function uploadRecord<T>(pb: PocketBase, request: UploadRequest): Promise<T> {
  const { collection, id, body, onProgress, signal } = request;
  const path = `/api/collections/${encodeURIComponent(collection)}/records${id ? `/${encodeURIComponent(id)}` : ''}`;
  const url = pb.buildURL(path);
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(id ? 'PATCH' : 'POST', url);
    if (pb.authStore.token) xhr.setRequestHeader('Authorization', pb.authStore.token);
    xhr.setRequestHeader('Accept-Language', pb.lang);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.min(1, event.loaded / event.total));
    };
    const fail = (status: number, data: Record<string, unknown>, isAbort = false) => {
      const error = new ClientResponseError({ url, status, response: data, isAbort });
      // An upload answered 401 ends the session like any other request (XHR bypasses the SDK's afterSend).
      endSessionOnUnauthorized(error);
      reject(error);
    };
    xhr.onload = () => {
      let data: Record<string, unknown> = {};
      try {
        data = xhr.responseText ? (JSON.parse(xhr.responseText) as Record<string, unknown>) : {};
      } catch {
        // not JSON: keep the status alone
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(1);
        resolve(data as T);
      } else {
        fail(xhr.status, data);
      }
    };
    xhr.onerror = () => fail(0, {});
    xhr.onabort = () => fail(0, {}, true);
    if (signal) {
      if (signal.aborted) {
        fail(0, {}, true);
        return;
      }
      signal.addEventListener('abort', () => xhr.abort(), { once: true });
    }
    xhr.send(body);
  });
}
