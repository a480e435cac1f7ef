/** Reloads the page: closing the success dialog of a form starts the page afresh. */
export function reloadPage(): void {
  window.location.reload();
}
