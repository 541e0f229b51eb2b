/** PUT of a file to a presigned URL with progress and abort (XMLHttpRequest: fetch has no upload progress). */
import { UploadAbortedError, UploadError } from './upload-queue.ts';

export function putFile(
  url: string,
  file: Blob,
  contentType: string,
  onProgress: (fraction: number) => void,
  signal: AbortSignal,
): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(new UploadAbortedError());
      return;
    }
    const xhr = new XMLHttpRequest();
    const abort = () => xhr.abort();
    signal.addEventListener('abort', abort, { once: true });
    const finish = () => signal.removeEventListener('abort', abort);
    xhr.open('PUT', url);
    // The Content-Type is part of the signature: it must be exactly the one the server signed.
    xhr.setRequestHeader('Content-Type', contentType || 'application/octet-stream');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      finish();
      if (xhr.status >= 200 && xhr.status < 300) resolve();
      // 4xx from S3 (expired or refused signature) will not change by asking again with the same URL,
      // but a fresh presign might help: keep it retryable, the queue presigns on each attempt.
      else reject(new UploadError(`S3 upload failed with status ${xhr.status}`));
    };
    xhr.onerror = () => {
      finish();
      reject(new UploadError('Network error during upload'));
    };
    xhr.onabort = () => {
      finish();
      reject(new UploadAbortedError());
    };
    xhr.send(file);
  });
}
