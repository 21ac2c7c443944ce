/** Hands `text` to the browser as a file download named `fileName` (a Blob, nothing uploaded). */
export function downloadText(fileName: string, text: string, mimeType: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: mimeType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the object URL is no longer needed.
  URL.revokeObjectURL(url);
}
