/** Reloads the page (after a successful submit, as the specification asks). */
export function reloadPage(): void {
  window.location.reload();
}
