/**
 * Opens a download link (an export's presigned URL): the storage sends the file as an attachment, so the page stays
 * where it is. An object, so that tests can watch the call (a jsdom page cannot navigate).
 */
export const downloads = {
  open(url: string): void {
    window.location.assign(url);
  },
};
