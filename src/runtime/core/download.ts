// A file the API answers, saved by the browser under the name the answer gives (an export, a job's file, the refused
// rows of an import): apart from the API client, which the sign-in page loads, since only the signed-in app downloads.
import { apiRaw } from './api';

/** Download what a call answers as a file: a GET (list export), or a POST of `body` (the ticked rows' export). */
export async function downloadFile(path: string, fallbackName: string, body?: unknown): Promise<void> {
  const response = await apiRaw(body === undefined ? 'GET' : 'POST', path, body);
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const name = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition)?.[1];
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name ? decodeURIComponent(name) : fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
